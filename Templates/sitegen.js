// sitegen's runtime: the table of contents highlight from the layout data (#sg-layout).
// Layout is read once per resize, never on scroll: there scrollY and a binary search decide.
(() => {
  const d = document, root = d.getElementById('sg-content'), el = d.getElementById('sg-layout');
  const all = [...d.querySelectorAll('.toc-list a[href^="#"]')];
  if (!root || !el || !all.length) return;
  const data = JSON.parse(el.textContent), key = a => decodeURIComponent(a.hash.slice(1));
  const ids = [...new Set(all.map(key))], links = ids.map(id => all.filter(a => key(a) == id));
  const box = d.querySelector('aside.toc'), heading = id => d.getElementById(id);
  let tops = [], th = [], line = 0, max = 0, cur = -1, pin = -1, pinY = 0, scrollBox = false;

  // The variant whose column is the real one, unless the sentinel (the last heading) is off
  // by over 1 px: then the headings are measured once.
  const measure = () => {
    const r = root.getBoundingClientRect(), y = scrollY, w = innerWidth, vs = data.variants;
    const v = vs.find(v => v.contentWidth == r.width);
    const serving = vs.find(v => w >= v.minViewport && (v.maxViewport == null || w <= v.maxViewport));
    line = (v || serving || vs[vs.length - 1]).readingLine;
    let a = v && ids.map(id => v.anchors[id]), ok = a && a.every((x, i) => x && !x.unverified && heading(ids[i]));
    if (ok) {
      const s = heading(ids[ids.length - 1]).getBoundingClientRect(), e = a[a.length - 1];
      ok = Math.abs(s.top - r.top - e.y) <= 1 && Math.abs(s.left - r.left - e.x) <= 1;
    }
    tops = ok ? a.map(x => r.top + y + x.y) : ids.map(id => (heading(id)?.getBoundingClientRect().top ?? 0) + y);
    d.documentElement.dataset.sgPositions = ok ? 'data' : 'measured';
    max = d.documentElement.scrollHeight - innerHeight;
    scrollBox = !!box && box.scrollHeight > box.clientHeight;
    // A section is current from when its top reaches the reading line; the sections that
    // cannot reach it share the scroll distance left, the last one exactly at the bottom.
    th = tops.map(t => t - line);
    const n = th.length;
    let k = th.findIndex(t => t > max), s = 0;
    if (k >= 0) {
      if (k == 0) k = 1; else s = Math.max(th[k - 1], 0);
      for (let j = k; j < n; j++) th[j] = s + (max - s) * (j - k + 1) / (n - k);
    }
  };

  const find = y => {
    if (max < 1) return 0;
    let lo = 0, hi = th.length - 1;
    while (lo < hi) { const m = (lo + hi + 1) >> 1; if (th[m] <= y) lo = m; else hi = m - 1; }
    return lo;
  };

  const show = i => {
    if (i == cur) return;
    for (const a of links[cur] || []) { a.classList.remove('is-current'); a.removeAttribute('aria-current'); }
    for (const a of links[i]) { a.classList.add('is-current'); a.setAttribute('aria-current', 'location'); }
    cur = i;
    const a = scrollBox && links[i].find(a => box.contains(a));
    if (a) a.scrollIntoView({ block: 'nearest', container: 'nearest' });
  };

  const update = () => {
    const y = scrollY;
    if (pin >= 0 && Math.abs(y - pinY) < 1) return show(pin);
    pin = -1;
    show(find(y));
  };

  // A chosen section (a click, #id): its heading on the reading line, and exactly its entry.
  const go = i => {
    scrollTo(0, Math.min(Math.max(tops[i] - line, 0), Math.max(max, 0)));
    pin = i; pinY = scrollY;
    show(i);
  };
  const target = () => ids.indexOf(decodeURIComponent(location.hash.slice(1)));

  d.fonts.ready.then(() => {
    measure();
    target() >= 0 ? go(target()) : update();
    addEventListener('scroll', update, { passive: true });
    const again = () => { measure(); pin >= 0 ? go(pin) : update(); };
    addEventListener('resize', again);
    d.addEventListener('toggle', again, true);
    addEventListener('hashchange', () => { if (target() >= 0) go(target()); });
    d.addEventListener('click', e => {
      const a = e.target.closest && e.target.closest('.toc-list a[href^="#"]');
      if (!a || e.button || e.metaKey || e.ctrlKey) return;
      e.preventDefault();
      history.pushState(null, '', a.hash);
      go(ids.indexOf(key(a)));
    });
  });
})();
