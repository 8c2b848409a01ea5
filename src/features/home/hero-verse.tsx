/** The home page's verse: QS. At-Taubah 18, on who tends the mosques of Allah. */
export function HeroVerse() {
  return (
    <figure style={{ margin: 'var(--space-4)', padding: 'var(--space-4)', borderRadius: 'var(--radius-l)', background: 'var(--c-primary-soft)', display: 'grid', gap: 'var(--space-2)' }}>
      {/* A fixed box: a fallback font (DejaVu Sans on Debian) needs four lines, and its swap to
          Amiri moved everything below by 74 px (CLS 0.05 for a first visitor), so the box keeps
          two of Amiri's lines (its marks reach 5 px below the second, hence 4.6em, not 4). The
          verse is broken at its middle, so Amiri fills both lines at every width from 280 px up
          (left to itself it took one line on a wide phone and left a line's gap under it); until
          Amiri arrives, the fallback is cut at the box. */}
      <p className="arabic" lang="ar" data-testid="hero-verse-arabic" style={{ fontSize: 22, lineHeight: 2, height: '4.6em', overflow: 'hidden', display: 'grid', alignContent: 'center' }}>
        <span>إِنَّمَا يَعْمُرُ مَسَٰجِدَ ٱللَّهِ</span>
        <span>مَنْ ءَامَنَ بِٱللَّهِ وَٱلْيَوْمِ ٱلْءَاخِرِ</span>
      </p>
      <blockquote style={{ margin: 0, fontSize: 'var(--fs-s)', color: 'var(--c-primary-strong)' }}>
        “Sesungguhnya yang memakmurkan masjid-masjid Allah hanyalah orang-orang yang beriman kepada Allah dan hari kemudian.”
      </blockquote>
      <figcaption className="muted" style={{ fontSize: 'var(--fs-xs)' }}>QS. At-Taubah: 18</figcaption>
    </figure>
  );
}
