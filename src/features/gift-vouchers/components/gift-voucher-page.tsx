import { getTranslations } from "next-intl/server";
import { SessionHint } from "@/features/auth/components";
import { PageMessages } from "@/i18n/page-messages";
import { pageNonce } from "@/lib/page-request";
import { BuyGiftVoucher } from "./buy-gift-voucher";
import { GiftVoucherStatus } from "./gift-voucher-status";

/** `/gift-vouchers`: what a voucher is, then the guest's sign-in and the voucher's form. */
export async function GiftVoucherPage() {
  const t = await getTranslations("giftVouchers");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
          {t("meta.title")}
        </h1>
        <p className="text-lg text-stone-700">{t("page.intro")}</p>
      </header>
      <PageMessages namespaces={["giftVouchers"]} without={["giftVouchers.meta"]}>
        <SessionHint nonce={await pageNonce()} />
        <BuyGiftVoucher />
      </PageMessages>
    </div>
  );
}

/** `/gift-vouchers/{id}`: where the provider sends the buyer back. */
export async function GiftVoucherReturnPage({ id }: { id: string }) {
  const t = await getTranslations("giftVouchers");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
        {t("status.title")}
      </h1>
      <PageMessages namespaces={["giftVouchers"]} without={["giftVouchers.meta"]}>
        <GiftVoucherStatus id={id} />
      </PageMessages>
    </div>
  );
}
