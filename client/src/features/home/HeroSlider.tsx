import { Link } from "react-router-dom";
import { useDataSaver } from "../../lib/data-saver.tsx";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { SLIDES } from "./hero-slides.ts";
import { homeMessages } from "./home-messages.ts";
import { useSlider } from "./use-slider.ts";

export function HeroSlider() {
  const { index, goTo, hoverHandlers, touchHandlers } = useSlider(SLIDES.length);
  const slide = SLIDES[index]!;
  const { t } = useMessages(homeMessages);
  const { on: dataSaver } = useDataSaver();
  const { number } = useFormat();
  return (
    <section
      className={`hero ${slide.background}`}
      aria-roledescription="carousel"
      aria-label={t("highlights")}
      {...hoverHandlers}
      {...touchHandlers}
    >
      <div
        className="hero-slide"
        role="group"
        aria-roledescription="slide"
        aria-label={t("slideOf", { number: number(index + 1), total: number(SLIDES.length) })}
      >
        <div>
          <p className="hero-tagline">{t(slide.tagline)}</p>
          <h1>{t(slide.headline)}</h1>
          <p>{t(slide.subtext)}</p>
          <Link className="button primary" to="/products">
            {t("shopNow")}
          </Link>
        </div>
        {/* Decorative art: left out with data saver. */}
        {!dataSaver && <img src={slide.image} alt="" width={280} height={280} fetchPriority="high" />}
      </div>
      <div className="hero-controls">
        <button
          type="button"
          className="button"
          aria-label={t("previousSlide")}
          onClick={() => goTo(index - 1)}
        >
          ‹
        </button>
        {SLIDES.map((item, dot) => (
          <button
            key={item.headline}
            type="button"
            className={dot === index ? "hero-dot active" : "hero-dot"}
            aria-label={t("showSlide", { number: number(dot + 1) })}
            aria-current={dot === index}
            onClick={() => goTo(dot)}
          />
        ))}
        <button type="button" className="button" aria-label={t("nextSlide")} onClick={() => goTo(index + 1)}>
          ›
        </button>
      </div>
    </section>
  );
}
