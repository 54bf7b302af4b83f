/* global window, document, performance, requestAnimationFrame */
// Tara Gen 3 teaser: a small flat-shaded 3D silhouette drawn on a 2D canvas. No libraries and
// no network requests. Drag or use the arrow keys to turn it; it turns by itself unless the
// visitor prefers reduced motion. The final design is revealed at launch: this is a teaser.
(function () {
  'use strict';
  var canvas = document.getElementById('scene');
  var ctx = canvas.getContext('2d');
  var reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var faces = [];

  function face(points, color, glow) {
    faces.push({ p: points, color: color, glow: !!glow });
  }
  function box(cx, cy, cz, sx, sy, sz, color, glow) {
    var x0 = cx - sx / 2,
      x1 = cx + sx / 2,
      y0 = cy - sy / 2,
      y1 = cy + sy / 2,
      z0 = cz - sz / 2,
      z1 = cz + sz / 2;
    face(
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      color,
      glow,
    );
    face(
      [
        [x1, y0, z0],
        [x0, y0, z0],
        [x0, y1, z0],
        [x1, y1, z0],
      ],
      color,
      glow,
    );
    face(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      color,
      glow,
    );
    face(
      [
        [x1, y0, z1],
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
      ],
      color,
      glow,
    );
    face(
      [
        [x0, y1, z1],
        [x1, y1, z1],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      color,
      glow,
    );
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      color,
      glow,
    );
  }
  function cylinder(cx, cy, cz, rx, rz, h, n, color) {
    var top = [],
      bottom = [];
    for (var i = 0; i < n; i++) {
      var a = (i / n) * Math.PI * 2,
        b = ((i + 1) / n) * Math.PI * 2;
      var p0 = [cx + rx * Math.cos(a), cz + rz * Math.sin(a)],
        p1 = [cx + rx * Math.cos(b), cz + rz * Math.sin(b)];
      face(
        [
          [p0[0], cy + h / 2, p0[1]],
          [p1[0], cy + h / 2, p1[1]],
          [p1[0], cy - h / 2, p1[1]],
          [p0[0], cy - h / 2, p0[1]],
        ],
        color,
      );
      top.push([p0[0], cy + h / 2, p0[1]]);
      bottom.unshift([p0[0], cy - h / 2, p0[1]]);
    }
    face(top, color);
    face(bottom, color);
  }

  // The figure (y up, units ~ metres / 1.7).
  var ink = [20, 38, 59];
  var ink2 = [38, 56, 79];
  var teal = [111, 209, 216];
  cylinder(0, 1.52, 0, 0.26, 0.23, 0.36, 16, ink2); // head
  box(0, 1.54, 0.235, 0.32, 0.11, 0.03, teal, true); // visor
  cylinder(0, 1.27, 0, 0.08, 0.08, 0.14, 8, ink); // neck
  cylinder(0, 0.98, 0, 0.36, 0.22, 0.5, 14, ink2); // torso
  box(0, 1.0, 0.22, 0.14, 0.14, 0.03, teal, true); // chest light
  cylinder(0, 0.66, 0, 0.24, 0.17, 0.16, 12, ink); // waist
  box(-0.47, 0.95, 0, 0.13, 0.5, 0.14, ink2); // arms
  box(0.47, 0.95, 0, 0.13, 0.5, 0.14, ink2);
  box(-0.49, 0.58, 0, 0.12, 0.28, 0.13, ink);
  box(0.49, 0.58, 0, 0.12, 0.28, 0.13, ink);
  box(-0.14, 0.3, 0, 0.16, 0.5, 0.18, ink2); // legs
  box(0.14, 0.3, 0, 0.16, 0.5, 0.18, ink2);
  box(-0.14, 0.02, 0.04, 0.2, 0.08, 0.28, ink); // feet
  box(0.14, 0.02, 0.04, 0.2, 0.08, 0.28, ink);

  var yaw = 0.5,
    pitch = -0.12,
    spin = reduce ? 0 : 0.35,
    dragging = null;

  function draw() {
    var w = canvas.clientWidth,
      h = canvas.clientHeight,
      dpr = Math.min(window.devicePixelRatio || 1, 2);
    if (canvas.width !== Math.round(w * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#0b1a2c';
    ctx.fillRect(0, 0, w, h);
    // Grid floor.
    var scale = Math.min(w, h) * 0.44,
      cx = w / 2,
      cy = h * 0.86;
    ctx.strokeStyle = 'rgba(53,179,190,0.22)';
    ctx.lineWidth = 1;
    for (var i = -8; i <= 8; i++) {
      ctx.beginPath();
      ctx.moveTo(cx + i * 30, cy - 10);
      ctx.lineTo(cx + i * 120, h);
      ctx.stroke();
    }
    for (var k = 0; k < 5; k++) {
      var y = cy - 10 + (h - cy + 10) * Math.pow(k / 5, 1.6);
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(w, y);
      ctx.stroke();
    }
    var glow = ctx.createRadialGradient(cx, cy - scale * 0.9, 10, cx, cy - scale * 0.9, scale * 1.2);
    glow.addColorStop(0, 'rgba(21,150,162,0.35)');
    glow.addColorStop(1, 'rgba(21,150,162,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, w, h);

    var cyaw = Math.cos(yaw),
      syaw = Math.sin(yaw),
      cp = Math.cos(pitch),
      sp = Math.sin(pitch);
    function view(v) {
      var x = v[0] * cyaw + v[2] * syaw,
        z = -v[0] * syaw + v[2] * cyaw,
        y = v[1] - 0.85;
      var y2 = y * cp - z * sp,
        z2 = y * sp + z * cp;
      return [x, y2 + 0.85, z2];
    }
    var list = faces.map(function (f) {
      var pts = f.p.map(view);
      var a = pts[0],
        b = pts[1],
        c = pts[2];
      var ux = b[0] - a[0],
        uy = b[1] - a[1],
        uz = b[2] - a[2],
        vx = c[0] - a[0],
        vy = c[1] - a[1],
        vz = c[2] - a[2];
      var nx = uy * vz - uz * vy,
        ny = uz * vx - ux * vz,
        nz = ux * vy - uy * vx,
        len = Math.hypot(nx, ny, nz) || 1;
      var depth =
        pts.reduce(function (s, q) {
          return s + q[2];
        }, 0) / pts.length;
      return { f: f, pts: pts, n: [nx / len, ny / len, nz / len], depth: depth };
    });
    list.sort(function (a, b) {
      return a.depth - b.depth;
    });
    var dist = 4;
    list.forEach(function (item) {
      if (item.n[2] < -0.02 && !item.f.glow) return; // back faces
      var light = Math.max(0, item.n[0] * -0.4 + item.n[1] * 0.6 + item.n[2] * 0.7);
      var rim = Math.pow(1 - Math.abs(item.n[2]), 3);
      var col = item.f.glow
        ? teal
        : item.f.color.map(function (ch, i) {
            return Math.round(ch * (0.7 + 0.6 * light) * (1 - rim) + [53, 179, 190][i] * rim);
          });
      ctx.beginPath();
      item.pts.forEach(function (q, i) {
        var s = dist / (dist - q[2]);
        var px = cx + q[0] * scale * s,
          py = cy - q[1] * scale * s;
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      });
      ctx.closePath();
      ctx.fillStyle = 'rgb(' + col.join(',') + ')';
      ctx.strokeStyle = ctx.fillStyle;
      ctx.lineWidth = 0.8;
      ctx.fill();
      ctx.stroke();
    });
  }

  var last = performance.now();
  function frame(now) {
    var dt = Math.min(0.05, (now - last) / 1000);
    last = now;
    if (!dragging) yaw += spin * dt;
    draw(now);
    requestAnimationFrame(frame);
  }
  canvas.addEventListener('pointerdown', function (event) {
    dragging = { x: event.clientX, y: event.clientY };
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener('pointermove', function (event) {
    if (!dragging) return;
    yaw += (event.clientX - dragging.x) * 0.01;
    pitch = Math.max(-0.5, Math.min(0.3, pitch + (event.clientY - dragging.y) * 0.005));
    dragging = { x: event.clientX, y: event.clientY };
  });
  canvas.addEventListener('pointerup', function () {
    dragging = null;
  });
  canvas.addEventListener('pointercancel', function () {
    dragging = null;
  });
  canvas.addEventListener('keydown', function (event) {
    var turns = { ArrowLeft: -0.2, ArrowRight: 0.2 };
    if (event.key in turns) {
      yaw += turns[event.key];
      event.preventDefault();
    }
    if (event.key === 'ArrowUp') {
      pitch = Math.max(-0.5, pitch - 0.1);
      event.preventDefault();
    }
    if (event.key === 'ArrowDown') {
      pitch = Math.min(0.3, pitch + 0.1);
      event.preventDefault();
    }
    if (reduce) draw(performance.now());
  });
  if (reduce) {
    // No animation loop: draw once and again on every interaction.
    draw(performance.now());
    window.addEventListener('resize', function () {
      draw(performance.now());
    });
    canvas.addEventListener('pointermove', function () {
      if (dragging) draw(performance.now());
    });
  } else {
    requestAnimationFrame(frame);
  }
})();
