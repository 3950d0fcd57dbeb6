// §2 Banner slider styles that move: a snapping carousel (embla) with a peek of
// the next slide, the 1/N indicator (style_1), auto-play every 8000 ms when the
// slider asks for it, and a 60 px swipe threshold (§9). Slides are real links.
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { BANNER_AUTO_PLAY_MS, BANNER_SWIPE_THRESHOLD_PX } from '../../domain/constants.ts';
import { label as shopLabel } from '../../stores/settings.ts';

export interface CarouselSlide {
  image: string;
  url: string;
  alt: string;
}

interface Props {
  slides: CarouselSlide[];
  /** Share of the viewport one slide takes (1 = full width, 0.66 = a peek of the next). */
  slideWidth: number;
  /** Banner aspect ratio width / height, so the box is reserved before the image loads. */
  ratio: number;
  loop: boolean;
  autoPlay: boolean;
  showCount: boolean;
  /** The first banner is the page's largest image: load it eagerly. */
  eager: boolean;
  label: string;
}

export default function BannerCarousel({ slides, slideWidth, ratio, loop, autoPlay, showCount, eager, label }: Props) {
  const [viewport, embla] = useEmblaCarousel({
    loop,
    align: 'start',
    dragThreshold: BANNER_SWIPE_THRESHOLD_PX,
    containScroll: 'trimSnaps',
  });
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !autoPlay) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, BANNER_AUTO_PLAY_MS);
    return () => clearInterval(timer);
  }, [embla, autoPlay]);

  const width = Math.round(360 * slideWidth);
  const height = Math.round(width / ratio);
  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription={shopLabel('carouselText', 'carousel')}
      aria-label={label}
    >
      <div className="carousel-viewport" ref={viewport}>
        <div className="carousel-track">
          {slides.map((slide, position) => (
            <a
              // biome-ignore lint/suspicious/noArrayIndexKey: two slides may link to the same page; the slide list never reorders.
              key={`${slide.url}-${position}`}
              className="carousel-slide"
              href={slide.url}
              style={{ flex: `0 0 ${slideWidth * 100}%` }}
              aria-roledescription={shopLabel('slideText', 'slide')}
              aria-label={`${position + 1} / ${slides.length}: ${slide.alt}`}
            >
              <img
                src={slide.image}
                alt={slide.alt}
                width={width}
                height={height}
                loading={eager && position === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && position === 0 ? 'high' : undefined}
                draggable={false}
              />
            </a>
          ))}
        </div>
      </div>
      {showCount && slides.length > 1 && (
        <span className="carousel-count" aria-hidden="true">
          {index + 1}/{slides.length}
        </span>
      )}
    </div>
  );
}
