import { Link } from "react-router-dom";
import { useSlider } from "./use-slider.ts";

const SLIDES = [
  {
    tagline: "New arrivals",
    headline: "The latest phones, delivered across Nepal",
    subtext: "iPhone, Galaxy and Redmi with official warranty.",
    image: "/media/products/electronics/iphone-15-pro-1.svg",
    background: "#e8f0fe",
  },
  {
    tagline: "Festival season",
    headline: "Dashain and Tihar essentials",
    subtext: "Dhaka topi, pashmina and gifts for the whole family.",
    image: "/media/products/fashion/pashmina-shawl-chyangra-1.svg",
    background: "#f3e8ff",
  },
  {
    tagline: "Fresh every day",
    headline: "Groceries at your door",
    subtext: "Jeera Masino rice, Ilam tea and Mustang apples.",
    image: "/media/products/groceries/jeera-masino-rice-5-kg-1.svg",
    background: "#fef3e2",
  },
];

export function HeroSlider() {
  const { index, goTo, hoverHandlers, touchHandlers } = useSlider(SLIDES.length);
  const slide = SLIDES[index]!;
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
      style={{ background: slide.background }}
      {...hoverHandlers}
      {...touchHandlers}
    >
      <div
        className="hero-slide"
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
        <img src={slide.image} alt="" width={280} height={280} />
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
