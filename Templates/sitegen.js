// The runtime: TOC, progress, back-to-top, header shrink, copy, search.
// Layout is read on resize, never on scroll.
(() => {
  const d = document, de = d.documentElement, $ = s => d.querySelector(s);
  const root = $('#sg-content'), el = $('#sg-layout'), bar = $('.sg-progress'), up = $('.sg-top');
  const all = [...d.querySelectorAll('.toc-list a[href^="#"]')], key = a => decodeURIComponent(a.hash.slice(1));
  const toc = !!(root && el && all.length), data = toc && JSON.parse(el.textContent);
  const ids = [...new Set(all.map(key))], links = ids.map(id => all.filter(a => key(a) == id));
  const box = $('aside.toc'), heading = id => d.getElementById(id), A = Math.abs;
  let tops = [], th = [], line = 0, max = 0, vh = 0, cur = -1, pin = -1, pinY = 0, scrollBox = false;

  // The width's variant, unless its last heading is over 1 px off.
  const measure = () => {
    max = de.scrollHeight - (vh = innerHeight);
    if (!toc) return;
    const r = root.getBoundingClientRect(), y = scrollY, w = innerWidth, vs = data.variants;
    const v = vs.find(v => v.contentWidth == r.width);
    line = (v || vs.find(v => w >= v.minViewport && (v.maxViewport == null || w <= v.maxViewport)) || vs.at(-1)).readingLine;
    let a = v && ids.map(id => v.anchors[id]), ok = a && a.every((x, i) => x && !x.unverified && heading(ids[i]));
    if (ok) {
      const s = heading(ids.at(-1)).getBoundingClientRect(), e = a.at(-1);
      ok = A(s.top - r.top - e.y) <= 1 && A(s.left - r.left - e.x) <= 1;
    }
    tops = ok ? a.map(x => r.top + y + x.y) : ids.map(id => (heading(id)?.getBoundingClientRect().top ?? 0) + y);
    de.dataset.sgPositions = ok ? 'data' : 'measured';
    scrollBox = !!box && box.scrollHeight > box.clientHeight;
    // Sections below the reachable line share the rest, the last at the end.
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
    if (bar) bar.style.transform = `scaleX(${max > 0 ? Math.min(y / max, 1) : 1})`;
    up?.classList.toggle('is-shown', y > vh);
    de.classList.toggle('sg-compact', y > 24);
    if (!toc) return;
    if (pin >= 0 && A(y - pinY) < 1) return show(pin);
    pin = -1;
    show(find(y));
  };

  // A chosen section (click, #id) pins its entry.
  const go = i => {
    scrollTo(0, Math.min(Math.max(tops[i] - line, 0), Math.max(max, 0)));
    pin = i; pinY = scrollY;
    show(i);
    update();
  };
  const target = () => ids.indexOf(key(location));

  // Copy buttons, announced by one live region.
  const say = $('.sg-copy-status'), bs = d.querySelectorAll('.code-copy');
  for (const k of bs) {
    const code = k.previousSibling.firstChild;
    k.hidden = false;
    k.onclick = async () => {
      let m = 'Copied';
      try { await navigator.clipboard.writeText(code.textContent); } catch { getSelection().selectAllChildren(code); m = 'Press Ctrl+C'; }
      k.textContent = say.textContent = m;
      clearTimeout(say.t);
      say.t = setTimeout(() => { for (const b of bs) b.textContent = 'Copy'; say.textContent = ''; }, 2000);
    };
  }

  // search.js loads on first use.
  const sb = $('#sg-search-button'), search = e => {
    e.preventDefault();
    self.sgSearch ? sgSearch(sb) : sb.dataset.on || d.head.append(Object.assign(d.createElement('script'), { src: sb.dataset.on = sb.dataset.script }));
  };
  if (sb) {
    sb.onclick = search;
    d.addEventListener('keydown', e => {
      if (e.ctrlKey || e.metaKey ? e.key == 'k' : e.key == '/' && !e.altKey && !e.target.closest('input,textarea,select,[contenteditable]')) search(e);
    });
  }

  d.fonts.ready.then(() => {
    measure();
    toc && target() >= 0 ? go(target()) : update();
    addEventListener('scroll', update, { passive: true });
    const again = () => { measure(); pin >= 0 ? go(pin) : update(); };
    addEventListener('resize', again);
    d.addEventListener('toggle', again, true);
    if (!toc) return;
    addEventListener('hashchange', () => { if (target() >= 0) go(target()); });
    d.addEventListener('click', e => {
      const a = e.target.closest?.('.toc-list a[href^="#"]');
      if (!a || e.button || e.metaKey || e.ctrlKey) return;
      e.preventDefault();
      history.pushState(null, '', a.hash);
      go(ids.indexOf(key(a)));
    });
  });
})();
