import type { StoredMail } from "../outbox.server";
import type { MailPreview } from "../templates";

const statusTone: Record<StoredMail["status"], string> = {
  pending: "bg-yellow-100 text-yellow-900",
  sent: "bg-green-100 text-green-900",
  dead: "bg-red-100 text-red-900",
};

/** What the site has sent (or will send), newest first: for development without SMTP. */
export function DevMailbox({
  mails,
  transport,
  templates,
}: {
  mails: StoredMail[];
  transport: string;
  templates: MailPreview[];
}) {
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
                {mail.attachments.length > 0 && (
                  <ul aria-label="Attachments" className="mt-2 text-sm text-stone-700">
                    {mail.attachments.map((file) => (
                      <li key={file.filename}>
                        Attached: {file.filename} ({file.contentType},{" "}
                        {Math.ceil(file.bytes / 1024)} KB)
                      </li>
                    ))}
                  </ul>
                )}
                <pre className="mt-4 overflow-x-auto rounded-md bg-stone-50 p-4 text-sm whitespace-pre-wrap text-stone-900">
                  {mail.text}
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
      <TemplatePreviews templates={templates} />
    </main>
  );
}

/**
 * Every template rendered with its sample data. The HTML goes in a sandboxed frame: it runs
 * nothing and reaches nothing of this page, and it keeps the page's policy, which allows the
 * inline styles mail needs.
 */
function TemplatePreviews({ templates }: { templates: MailPreview[] }) {
  return (
    <section aria-labelledby="templates" className="mt-12">
      <h2 id="templates" className="font-serif text-2xl font-semibold text-forest-900">
        Templates
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        Each e-mail the site sends, with sample data: src/features/mail/templates.
      </p>
      <ol className="mt-6 flex flex-col gap-6">
        {templates.map(({ name, mail }) => (
          <li key={name} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <section aria-label={`Template ${name}`}>
              <h3 className="text-lg font-semibold text-stone-900">{mail.subject}</h3>
              <p className="mt-1 text-sm text-stone-700">{name}</p>
              <iframe
                title={`${name}: HTML`}
                srcDoc={mail.html}
                sandbox=""
                className="mt-4 h-96 w-full rounded-md border border-stone-200"
              />
              <pre className="mt-4 overflow-x-auto rounded-md bg-stone-50 p-4 text-sm whitespace-pre-wrap text-stone-900">
                {mail.text}
              </pre>
            </section>
          </li>
        ))}
      </ol>
    </section>
  );
}
