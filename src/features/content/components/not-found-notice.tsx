import { ArrowRight } from "@/components/icons/arrow-right";
import { Compass } from "@/components/icons/compass";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";

/** The 404 message, the same inside the site layout and in the bare frame for unknown URLs. */
export async function NotFoundNotice() {
  const t = await getTranslations("errors.notFound");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-forest-50 text-forest-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-[0.2em] text-bark-700 uppercase">{t("code")}</p>
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <p className="text-lg text-stone-700">{t("text")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/properties" className={buttonVariants({ size: "lg" })}>
          {t("browse")}
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link href="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {t("contact")}
        </Link>
      </div>
    </div>
  );
}

/** The title of every 404 page, in the request's language. */
export async function notFoundTitle(): Promise<string> {
  const t = await getTranslations("errors.notFound");
  return t("title");
}
