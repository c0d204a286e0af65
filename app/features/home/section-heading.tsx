export function SectionHeading(props: {
  id: string;
  title: string;
  subtitle?: string;
  icon?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2
          id={props.id}
          className="flex items-center gap-2 font-display text-2xl font-extrabold text-white sm:text-3xl"
        >
          {props.icon}
          {props.title}
        </h2>
        {props.subtitle ? <p className="mt-1 text-sm text-ink-400">{props.subtitle}</p> : null}
      </div>
      {props.action}
    </div>
  );
}
