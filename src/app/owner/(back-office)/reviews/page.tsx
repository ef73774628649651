import { ReviewsView } from "@/features/owner-office/components";
import { loadReviewsPage } from "@/features/owner-office/server";

export const metadata = { title: "Reviews" };

export default async function OwnerReviewsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadReviewsPage(await searchParams);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          Reviews
        </h1>
        <p className="max-w-2xl text-stone-700">
          What guests wrote after their stay, newest first. Answer a review to thank the guest or to
          explain something: your answer is shown under it on the home&rsquo;s page. Hide a review
          only when it gives personal data, is offensive or is not about the stay.
        </p>
      </div>
      <ReviewsView page={page} />
    </div>
  );
}
