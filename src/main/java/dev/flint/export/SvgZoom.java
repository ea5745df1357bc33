package dev.flint.export;

/**
 * The script of an exported SVG: FlameGraph's interaction, written for Flint's boxes. Clicking a box zooms
 * to it (it and its callees fill the width, its callers span the width dimmed, everything else hides),
 * labels are re-fitted to the new widths, and "Reset zoom" or a click on the background goes back. Hover
 * titles need no script (each box's {@code <title>}). Boxes are {@code <g class="box">} holding one
 * {@code <rect>} (original x and width in {@code data-x}, {@code data-w}) and maybe one {@code <text>}.
 */
final class SvgZoom {
    private SvgZoom() {}

    /**
     * The script for a picture {@code width} pixels wide whose roots are at the top: a box's ancestors in the tree
     * (its callers; in the inverted tree, its callees) are the boxes above it that span it.
     */
    static String script(int width) {
        return """
                <script type="text/ecmascript"><![CDATA[
                (function () {
                  var W = %d, M = %d, CHAR = %s, svg = document.documentElement;
                  var boxes = Array.prototype.slice.call(document.querySelectorAll('g.box'));
                  var reset = document.getElementById('reset');
                  function num(e, a) { return parseFloat(e.getAttribute(a)); }
                  function nameOf(g) { var t = g.querySelector('title').textContent; var i = t.lastIndexOf(' ('); return i < 0 ? t : t.substring(0, i); }
                  function place(g, x, w) {
                    var r = g.querySelector('rect');
                    r.setAttribute('x', x.toFixed(2)); r.setAttribute('width', Math.max(0, w >= 3 ? w - 1 : w).toFixed(2));
                    var t = g.querySelector('text');
                    if (!t) { t = document.createElementNS('http://www.w3.org/2000/svg', 'text'); t.setAttribute('fill', g.getAttribute('data-label')); t.setAttribute('y', (num(r, 'y') + (num(r, 'height') + 1) / 2 + 4).toFixed(2)); g.appendChild(t); }
                    var chars = Math.floor((w - 6) / CHAR), name = nameOf(g);
                    t.setAttribute('x', (x + 3).toFixed(2));
                    t.textContent = chars < 3 ? '' : name.length <= chars ? name : name.substring(0, chars - 2) + '..';
                  }
                  function zoom(g) {
                    var r = g.querySelector('rect'), x0 = num(r, 'data-x'), w0 = num(r, 'data-w'), y0 = num(r, 'y');
                    var scale = (W - 2 * M) / w0, eps = 1e-6 * w0;
                    boxes.forEach(function (b) {
                      var br = b.querySelector('rect'), x = num(br, 'data-x'), w = num(br, 'data-w'), y = num(br, 'y');
                      var above = y < y0;
                      b.style.display = ''; b.style.opacity = '';
                      if (above && x <= x0 + eps && x + w >= x0 + w0 - eps) { place(b, M, W - 2 * M); b.style.opacity = '0.5'; }
                      else if (!above && x >= x0 - eps && x + w <= x0 + w0 + eps) place(b, M + (x - x0) * scale, w * scale);
                      else b.style.display = 'none';
                    });
                    reset.style.display = '';
                  }
                  function unzoom() {
                    boxes.forEach(function (b) { var br = b.querySelector('rect'); b.style.display = ''; b.style.opacity = ''; place(b, num(br, 'data-x'), num(br, 'data-w')); });
                    reset.style.display = 'none';
                  }
                  boxes.forEach(function (b) { b.addEventListener('click', function (e) { e.stopPropagation(); zoom(b); }); });
                  reset.addEventListener('click', function (e) { e.stopPropagation(); unzoom(); });
                  svg.addEventListener('click', unzoom);
                })();
                ]]></script>
                """.formatted(width, FlamePicture.MARGIN, String.valueOf(FlamePicture.FONT_SIZE * SvgWriter.CHAR_WIDTH));
    }
}
