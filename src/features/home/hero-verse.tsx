/** The home page's verse: QS. At-Taubah 18, on who tends the mosques of Allah. */
export function HeroVerse() {
  return (
    <figure style={{ margin: 'var(--space-4)', padding: 'var(--space-4)', borderRadius: 'var(--radius-l)', background: 'var(--c-primary-soft)', display: 'grid', gap: 'var(--space-2)' }}>
      {/* A fixed box: Amiri sets the verse in one or two lines from 280 px up (its marks reach
          5 px below the second line, hence 4.6em, not 4), but a fallback font (DejaVu Sans on
          Debian) needs four, and its swap to Amiri moved everything below by 74 px (CLS 0.05
          for a first visitor). Until Amiri arrives, the fallback is cut at the box; one line sits in its middle. */}
      <p className="arabic" lang="ar" data-testid="hero-verse-arabic" style={{ fontSize: 22, lineHeight: 2, height: '4.6em', overflow: 'hidden', display: 'grid', alignContent: 'center' }}>
        إِنَّمَا يَعْمُرُ مَسَٰجِدَ ٱللَّهِ مَنْ ءَامَنَ بِٱللَّهِ وَٱلْيَوْمِ ٱلْءَاخِرِ
      </p>
      <blockquote style={{ margin: 0, fontSize: 'var(--fs-s)', color: 'var(--c-primary-strong)' }}>
        “Sesungguhnya yang memakmurkan masjid-masjid Allah hanyalah orang-orang yang beriman kepada Allah dan hari kemudian.”
      </blockquote>
      <figcaption className="muted" style={{ fontSize: 'var(--fs-xs)' }}>QS. At-Taubah: 18</figcaption>
    </figure>
  );
}
