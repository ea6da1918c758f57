/// The browser side of live reload, and how it gets into pages.
///
/// The script listens to `/_sitegen/events`. A `reload` event lists the URL paths that a
/// finished rebuild changed; the page reloads only when its own path, or a file it loads
/// (stylesheet, script, image), is in the list, or when the event says `all`. Before
/// reloading it saves the scroll position in `sessionStorage` and restores it after load.
/// It never loops and never pauses: reloads happen only in answer to an event of a newer
/// generation than the page has seen, and a page that reconnects, or that reloaded itself,
/// gives the generation it last saw (kept in `sessionStorage` across the reload), so the
/// server replays exactly what it missed: a save made while the page was loading still
/// reaches it. A `build-error` event (not `error`, which EventSource
/// already uses for connection failures) shows the diagnostics over the page;
/// the served error page (marked with a meta tag) reloads on the next successful build.
enum LiveReloadScript {
    static let path = "/_sitegen/live.js"
    static let eventsPath = "/_sitegen/events"

    /// The tag inserted before `</body>`.
    static let tag = "<script src=\"\(path)\"></script>"

    /// `html` with the script tag before the last `</body>` (case-insensitive), or at the end.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let tagBytes = Array(tag.utf8)
        let closing = Array("</body".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            var matches = true
            for offset in 0..<closing.count where lowercased(html[index + offset]) != closing[offset] {
                matches = false
                break
            }
            if matches {
                return Array(html[..<index]) + tagBytes + Array(html[index...])
            }
            index -= 1
        }
        return html + tagBytes
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    static let source = #"""
    (() => {
      "use strict";
      if (window.__sitegenLive) return;
      window.__sitegenLive = true;
      const scrollKey = "sitegen:scroll:" + location.pathname;
      const sinceKey = "sitegen:since:" + location.pathname;
      const isErrorPage = document.querySelector('meta[name="sitegen-build-error"]') !== null;
      const store = (() => { try { return window.sessionStorage; } catch (e) { return null; } })();

      const saved = store && store.getItem(scrollKey);
      if (saved !== null && saved !== undefined) {
        store.removeItem(scrollKey);
        const y = parseFloat(saved) || 0;
        const restore = () => window.scrollTo(0, y);
        if (document.readyState === "complete") restore(); else addEventListener("load", restore, { once: true });
      }

      const normalize = (path) => {
        try { path = decodeURI(path); } catch (e) {}
        return path.replace(/\/index\.html$/, "/");
      };
      const here = normalize(location.pathname);
      const pageUses = (path) => {
        for (const element of document.querySelectorAll("link[href], script[src], img[src], source[src], video[src], audio[src]")) {
          const url = element.getAttribute("href") || element.getAttribute("src");
          try { if (normalize(new URL(url, location.href).pathname) === path) return true; } catch (e) {}
        }
        return false;
      };

      // The server and generation this page was loaded for, when it reloaded itself for an
      // event: it asks for what came after, which it would otherwise never hear of.
      let server = null;
      let generation = null;
      const resumed = store && store.getItem(sinceKey);
      if (resumed) {
        store.removeItem(sinceKey);
        try {
          const since = JSON.parse(resumed);
          if (typeof since.server === "string" && Number.isInteger(since.generation)) {
            server = since.server;
            generation = since.generation;
          }
        } catch (e) {}
      }

      const reload = () => {
        if (store) {
          store.setItem(scrollKey, String(window.scrollY));
          if (server !== null) store.setItem(sinceKey, JSON.stringify({ server, generation }));
        }
        location.reload();
      };

      let overlay = null;
      const showErrors = (lines) => {
        if (!overlay) {
          overlay = document.createElement("div");
          overlay.id = "sitegen-build-error";
          overlay.setAttribute("style", "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:24px;" +
            "background:rgba(20,20,24,.94);color:#ffd7d7;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap");
          document.documentElement.appendChild(overlay);
        }
        overlay.textContent = "Build failed\n\n" + lines.join("\n");
      };
      const hideErrors = () => { if (overlay) { overlay.remove(); overlay = null; } };

      let delay = 500;
      const connect = () => {
        let url = "/_sitegen/events";
        if (server !== null) url += "?since=" + generation + "&server=" + encodeURIComponent(server);
        const source = new EventSource(url);
        source.addEventListener("hello", (event) => {
          const data = JSON.parse(event.data);
          delay = 500;
          server = data.server;
          generation = data.generation;
          if (data.failed && !isErrorPage) showErrors(data.diagnostics || []);
        });
        source.addEventListener("reload", (event) => {
          const data = JSON.parse(event.data);
          generation = data.generation;
          if (isErrorPage) return reload();
          hideErrors();
          const paths = (data.paths || []).map(normalize);
          if (data.all || paths.some((path) => path === here || pageUses(path))) reload();
        });
        source.addEventListener("build-error", (event) => {
          const data = JSON.parse(event.data);
          generation = data.generation;
          if (isErrorPage) return reload();
          showErrors(data.diagnostics || []);
        });
        source.onerror = () => {
          source.close();
          setTimeout(connect, delay);
          delay = Math.min(delay * 2, 10000);
        };
      };
      connect();
    })();
    """#
}
