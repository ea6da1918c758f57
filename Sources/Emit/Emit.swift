// The Emit part: HTML, CSS, runtime JS, layout JSON.
