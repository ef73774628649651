import type { StoredMail } from "../outbox.server";

const statusTone: Record<StoredMail["status"], string> = {
  pending: "bg-yellow-100 text-yellow-900",
  sent: "bg-green-100 text-green-900",
  dead: "bg-red-100 text-red-900",
};

/** What the site has sent (or will send), newest first: for development without SMTP. */
export function DevMailbox({ mails, transport }: { mails: StoredMail[]; transport: string }) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold text-forest-900">Dev mailbox</h1>
      <p className="mt-2 text-sm text-stone-700">
        The latest {mails.length} e-mails of the outbox. Delivery: {transport}. This page is refused
        in production.
      </p>
      {mails.length === 0 ? (
        <p className="mt-8 text-stone-700">No e-mails yet.</p>
      ) : (
        <ol className="mt-8 flex flex-col gap-6">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <article aria-label={mail.subject}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold text-stone-900">{mail.subject}</h2>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[mail.status]}`}
                  >
                    {mail.status}
                  </span>
                </div>
                <p className="mt-1 text-sm text-stone-700">
                  To {mail.to} · {mail.createdAt.toISOString()} · {mail.attempts}{" "}
                  {mail.attempts === 1 ? "attempt" : "attempts"}
                </p>
                <pre className="mt-4 overflow-x-auto rounded-md bg-stone-50 p-4 text-sm whitespace-pre-wrap text-stone-900">
                  {mail.text}
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
