import { lazy, Suspense } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { textsOf } from "#app/lib/root-data.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/community";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData;
  const texts = textsOf(root);
  return buildPageMeta({
    title: texts?.chat.metaTitle ?? "GameZone",
    description: texts?.chat.metaDescription ?? "",
    origin: root?.origin ?? "",
    path: paths.community(),
    lang: root?.lang ?? "en",
  });
};

// The room is its own chunk, and its socket client loads only once the room is on screen.
const ChatRoom = lazy(() =>
  import("#app/features/chat/chat-room.tsx").then((module) => ({ default: module.ChatRoom })),
);

/** /community: the community chat room, open to guests and members. */
export default function CommunityPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6">
      <h1 className="sr-only">{t("chat.metaTitle")}</h1>
      <Suspense
        fallback={
          <div className="card-surface h-[calc(100dvh-7rem)] min-h-[26rem] animate-pulse" />
        }
      >
        <ChatRoom variant="page" />
      </Suspense>
    </div>
  );
}
