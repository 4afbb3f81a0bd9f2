import type { ComponentProps, ReactNode } from "react";
import { PageMeta } from "../lib/seo/PageMeta.tsx";

/**
 * A page's section named by its h1 (id `${id}-title`), with the page's title and description for the document
 * (PageMeta: `title`, `path`, `description`, `noindex`). The h1 says `heading`, else the title.
 */
export function TitledSection({
  id,
  className,
  heading,
  headingClassName,
  children,
  ...meta
}: Pick<ComponentProps<typeof PageMeta>, "title" | "path" | "description" | "noindex"> & {
  id: string;
  className?: string;
  heading?: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <PageMeta {...meta} />
      <h1 id={`${id}-title`} className={headingClassName}>
        {heading ?? meta.title}
      </h1>
      {children}
    </section>
  );
}
