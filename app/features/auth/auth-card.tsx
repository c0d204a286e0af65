/** The framed panel of the sign-in pages (/login, /signup, /otp-verify, /auth/callback). */
export function AuthCard(props: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="card-surface p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="font-display text-3xl font-extrabold text-white">{props.title}</h1>
        {props.subtitle ? <p className="mt-2 text-sm text-ink-300">{props.subtitle}</p> : null}
        <div className="mt-6">{props.children}</div>
      </div>
    </section>
  );
}
