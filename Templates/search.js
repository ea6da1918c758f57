// sitegen's search dialog, loaded by sitegen.js when search first opens (it then opens
// itself; sitegen.js calls sgSearch for the later openings). It reads the index
// the build wrote (the button's data-index): its manifest, then only the shards that hold the
// query's words and the files of the pages it shows. Words are split and folded as the build
// split and folded the pages: Intl.Segmenter (ICU's word breaker in Chromium, dictionaries
// for Chinese, Japanese and Thai), combining marks dropped, lowercased.
(() => {
  const d = document, MAX_WORDS = 8, MAX_WORD = 48, MAX_QUERY = 500, MAX_RESULTS = 10, MAX_SHARDS = 3;
  const PREFIX_WEIGHT = 0.7;
  const fold = s => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().normalize('NFC');
  const el = (tag, props, ...kids) => {
    const e = Object.assign(d.createElement(tag), props);
    e.append(...kids);
    return e;
  };
  let dlg, input, list, status, button, manifest, segmenter, active = -1, seq = 0, timer, results = [];
  const files = new Map();

  // A file of the index, fetched once (again after a failure).
  const get = path => {
    const url = new URL(path, new URL(button.dataset.index, location.href)).href;
    if (!files.has(url)) {
      files.set(url, fetch(url).then(r => r.ok ? r.json() : Promise.reject(new Error(r.status)))
        .catch(e => { files.delete(url); throw e; }));
    }
    return files.get(url);
  };

  // The query's distinct folded words, as the index keys them.
  const words = query => {
    const out = [];
    for (const s of segmenter.segment(query.slice(0, MAX_QUERY))) {
      if (!s.isWordLike || s.segment.length > MAX_WORD) continue;
      const w = fold(s.segment);
      if (w && !out.includes(w)) out.push(w);
      if (out.length == MAX_WORDS) break;
    }
    return out;
  };

  // The last shard whose first word is at most w.
  const shardOf = w => {
    const s = manifest.shards;
    let lo = 0, hi = s.length - 1;
    while (lo < hi) { const m = (lo + hi + 1) >> 1; if (s[m] <= w) lo = m; else hi = m - 1; }
    return lo;
  };

  // Section key → best score of a word or a word it begins, from the shard it falls in; the
  // word being typed (the last) also from the next shards its prefix spans.
  const lookUp = async (w, last) => {
    if (!manifest.shards.length) return new Map();
    const first = shardOf(w), numbers = [first];
    for (let i = first + 1; last && i < manifest.shards.length && numbers.length < MAX_SHARDS && manifest.shards[i].startsWith(w); i++) numbers.push(i);
    const best = new Map();
    for (const entries of await Promise.all(numbers.map(n => get('s/' + n + '.json')))) {
      let lo = 0, hi = entries.length;
      while (lo < hi) { const m = (lo + hi) >> 1; if (entries[m][0] < w) lo = m + 1; else hi = m; }
      for (let i = lo; i < entries.length && entries[i][0].startsWith(w); i++) {
        const [word, p] = entries[i], weight = word == w ? 1 : PREFIX_WEIGHT;
        for (let j = 0, page = 0; j < p.length; j += 3) {
          page += p[j];
          const key = page * 65536 + p[j + 1], score = p[j + 2] * weight;
          if (!(best.get(key) >= score)) best.set(key, score);
        }
      }
    }
    return best;
  };

  // Sections matching the most words first, then by score.
  const rank = maps => {
    const total = new Map();
    for (const m of maps) for (const [key, score] of m) {
      const t = total.get(key) || [0, 0];
      t[0]++; t[1] += score;
      total.set(key, t);
    }
    return [...total].sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1] || a[0] - b[0]).slice(0, MAX_RESULTS)
      .map(([key]) => [Math.floor(key / 65536), key % 65536]);
  };

  // The text around the first match, the matches marked.
  const excerpt = (text, ws) => {
    let folded = '';
    const at = [];
    for (let i = 0; i < text.length;) {
      const c = String.fromCodePoint(text.codePointAt(i)), f = fold(c);
      for (let k = 0; k < f.length; k++) at.push(i);
      folded += f;
      i += c.length;
    }
    at.push(text.length);
    const ranges = [];
    for (const w of ws) {
      for (let i = folded.indexOf(w); i >= 0 && ranges.length < 50; i = folded.indexOf(w, i + w.length)) {
        ranges.push([at[i], at[i + w.length]]);
      }
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const start = ranges.length ? Math.max(0, ranges[0][0] - 50) : 0, end = Math.min(text.length, start + 200);
    const out = [start > 0 ? '…' : ''];
    let pos = start;
    for (const [a, b] of ranges) {
      if (a < pos || a >= end) continue;
      out.push(text.slice(pos, a), el('mark', { textContent: text.slice(a, Math.min(b, end)) }));
      pos = Math.min(b, end);
    }
    out.push(text.slice(pos, end) + (end < text.length ? '…' : ''));
    return out;
  };

  const select = i => {
    const items = list.children;
    if (items[active]) items[active].setAttribute('aria-selected', 'false');
    active = items.length ? (i + items.length) % items.length : -1;
    if (active < 0) return input.removeAttribute('aria-activedescendant');
    items[active].setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', items[active].id);
    items[active].scrollIntoView({ block: 'nearest' });
  };

  const show = (found, pageFiles, ws, query) => {
    list.replaceChildren(...found.map(([page, section], i) => {
      const p = pageFiles[i], [id, heading, text] = p.s[section] || ['', '', ''];
      const href = p.u + (id ? '#' + encodeURIComponent(id) : '');
      return el('li', { id: 'sg-search-' + i, role: 'option' },
        el('a', { href, tabIndex: -1 },
          el('span', { className: 'sg-search-page' }, ...excerpt(p.t, ws)),
          heading ? el('span', { className: 'sg-search-section' }, ...excerpt(heading, ws)) : '',
          el('span', { className: 'sg-search-excerpt' }, ...excerpt(text || heading || p.t, ws))));
    }));
    for (const li of list.children) li.setAttribute('aria-selected', 'false');
    results = found;
    active = -1;
    input.setAttribute('aria-expanded', found.length ? 'true' : 'false');
    if (found.length) select(0);
    else input.removeAttribute('aria-activedescendant');
    status.textContent = found.length ? found.length + (found.length == 1 ? ' result' : ' results') : 'No results';
    list.dataset.query = query;
  };

  const run = async () => {
    const mine = ++seq, query = input.value, ws = words(query);
    if (!ws.length) {
      list.replaceChildren();
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      status.textContent = query.trim() ? 'No results' : '';
      list.dataset.query = query;
      return;
    }
    try {
      manifest ||= await get('index.json');
      if (manifest.version != 3) throw new Error('index version');
      const found = rank(await Promise.all(ws.map((w, i) => lookUp(w, i == ws.length - 1))));
      const { pagesPerFile: k, filesPerFolder: f } = manifest;
      const pageFiles = await Promise.all(found.map(([page]) => {
        const file = Math.floor(page / k);
        return get('p/' + Math.floor(file / f) + '/' + file + '.json').then(pages => pages[page % k]);
      }));
      if (mine == seq) show(found, pageFiles, ws, query);
    } catch (e) {
      if (mine == seq) status.textContent = 'Search is unavailable';
    }
  };

  const go = i => {
    const a = list.children[i]?.querySelector('a');
    if (!a) return;
    dlg.close();
    location.href = a.href;
  };

  const make = () => {
    input = el('input', {
      type: 'search', id: 'sg-search-input', placeholder: 'Search', autocomplete: 'off', spellcheck: false,
      enterKeyHint: 'go',
    });
    for (const [k, v] of Object.entries({
      role: 'combobox', 'aria-label': 'Search the site', 'aria-controls': 'sg-search-list',
      'aria-expanded': 'false', 'aria-autocomplete': 'list',
    })) input.setAttribute(k, v);
    list = el('ul', { id: 'sg-search-list', className: 'sg-search-list' });
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', 'Results');
    status = el('p', { className: 'sg-search-status' });
    status.setAttribute('role', 'status');
    const close = el('button', { type: 'button', className: 'sg-search-close', textContent: 'Esc' });
    close.setAttribute('aria-label', 'Close search');
    dlg = el('dialog', { className: 'sg-search' },
      el('div', { className: 'sg-search-bar' }, input, close), status, list);
    dlg.setAttribute('aria-label', 'Search');
    close.addEventListener('click', () => dlg.close());
    dlg.addEventListener('click', e => { if (e.target == dlg) dlg.close(); });
    list.addEventListener('click', e => { if (e.target.closest('a')) dlg.close(); });
    input.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(run, 40); });
    input.addEventListener('keydown', e => {
      if (e.key == 'ArrowDown' || e.key == 'ArrowUp') {
        e.preventDefault();
        if (list.children.length) select(active + (e.key == 'ArrowDown' ? 1 : -1));
      } else if (e.key == 'Enter' && !e.isComposing) {
        e.preventDefault();
        go(active < 0 ? 0 : active);
      }
    });
    d.body.append(dlg);
  };

  window.sgSearch = b => {
    button = b;
    if (!dlg) {
      segmenter = new Intl.Segmenter(d.documentElement.lang || undefined, { granularity: 'word' });
      make();
    }
    if (!dlg.open) dlg.showModal();
    input.focus();
    input.select();
  };
  sgSearch(d.querySelector('#sg-search-button'));
})();
