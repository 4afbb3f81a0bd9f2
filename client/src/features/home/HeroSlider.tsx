import { Link } from "react-router-dom";
import { SLIDES } from "./hero-slides.ts";
import { useSlider } from "./use-slider.ts";

export function HeroSlider() {
  const { index, goTo, hoverHandlers, touchHandlers } = useSlider(SLIDES.length);
  const slide = SLIDES[index]!;
  return (
    <section
      className={`hero ${slide.background}`}
      aria-roledescription="carousel"
      aria-label="Highlights"
      {...hoverHandlers}
      {...touchHandlers}
    >
      <div
        className="hero-slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${SLIDES.length}`}
      >
        <div>
          <p className="hero-tagline">{slide.tagline}</p>
          <h1>{slide.headline}</h1>
          <p>{slide.subtext}</p>
          <Link className="button primary" to="/products">
            Shop Now
          </Link>
        </div>
        <img src={slide.image} alt="" width={280} height={280} fetchPriority="high" />
      </div>
      <div className="hero-controls">
        <button type="button" className="button" aria-label="Previous slide" onClick={() => goTo(index - 1)}>
          ‹
        </button>
        {SLIDES.map((item, dot) => (
          <button
            key={item.headline}
            type="button"
            className={dot === index ? "hero-dot active" : "hero-dot"}
            aria-label={`Show slide ${dot + 1}`}
            aria-current={dot === index}
            onClick={() => goTo(dot)}
          />
        ))}
        <button type="button" className="button" aria-label="Next slide" onClick={() => goTo(index + 1)}>
          ›
        </button>
      </div>
    </section>
  );
}
