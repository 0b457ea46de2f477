import { GarageSkeleton } from "@/features/garage/server";

export default function Loading() {
  return (
    <div className="py-8">
      <GarageSkeleton />
    </div>
  );
}
