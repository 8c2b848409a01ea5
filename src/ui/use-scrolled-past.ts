import { useEffect, useState } from 'react';

/** True once the window has scrolled `px` or more (150 for top bars, 40 for list search bars). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY >= px);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
