import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows its content whole inside the space it is given, scaled down when the content is larger (a
 * 64-player bracket, a 64-row table), never up: the TV page never scrolls. Measured after every render and
 * on resize — Chromium 53 has no ResizeObserver — from the content's layout size, which a transform does
 * not change.
 */
export function FitBox({ children, label }: { children: ReactNode; label?: string }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const fit = () => {
      const o = outer.current;
      const i = inner.current;
      if (!o || !i || i.scrollWidth === 0 || i.scrollHeight === 0) return;
      const next = Math.min(1, o.clientWidth / i.scrollWidth, o.clientHeight / i.scrollHeight);
      setScale((prev) => (Math.abs(prev - next) > 0.005 ? next : prev));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  });
  return (
    <div ref={outer} className="tv-fit" role="region" aria-label={label} data-testid="tv-fit">
      <div
        ref={inner}
        className="tv-fit-inner"
        style={{ transform: 'scale(' + scale + ')', WebkitTransform: 'scale(' + scale + ')' }}
      >
        {children}
      </div>
    </div>
  );
}
