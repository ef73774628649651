import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileForm, RequireSignedIn } from "@/features/auth/components";
import { PageMessages } from "@/i18n/page-messages";
import { pageMetadata } from "@/lib/page-metadata";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.meta");
  return pageMetadata({
    title: t("title"),
    description: t("description", { name: site.name }),
    path: "/profile",
    indexable: false,
  });
}

export default async function ProfilePage() {
  const t = await getTranslations("profile.meta");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        {t("title")}
      </h1>
      <PageMessages namespaces={["profile.form"]}>
        <RequireSignedIn>
          <ProfileForm />
        </RequireSignedIn>
      </PageMessages>
    </div>
  );
}
