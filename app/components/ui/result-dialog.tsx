import { useEffect } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { resultDialogMs } from "#contracts/accounts-rules.ts";
import { Dialog } from "./dialog.tsx";

export type ResultMessage = { tone: "success" | "error"; title: string; message: string };

/** The outcome of an action, closing by itself after a few seconds (or at once by hand). */
export function ResultDialog(props: {
  result: ResultMessage | null;
  onClose: () => void;
  closeLabel: string;
}) {
  const { result, onClose } = props;
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(onClose, resultDialogMs);
    return () => clearTimeout(timer);
  }, [result, onClose]);
  const error = result?.tone === "error";
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      testId="result-dialog"
      closeLabel={props.closeLabel}
      title={
        <span className="flex items-center gap-2">
          {error ? (
            <Icon name="circle-x" className="h-6 w-6 text-red-400" />
          ) : (
            <Icon name="circle-check" className="h-6 w-6 text-neon-lime" />
          )}
          {result?.title}
        </span>
      }
      description={result?.message}
    />
  );
}
