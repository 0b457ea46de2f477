"use client";

import { useState } from "react";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import { photoMatchesType, photoTypes as accepted } from "../../domain/photo-signature";
import type { PhotoUpload, StepProps } from "../wizard-types";

const maxBytes = 2 * 1024 * 1024;

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function InconvenienceStep({
  cart,
  dispatch,
  photos,
  onPhotos,
}: StepProps & { photos: PhotoUpload[]; onPhotos: (photos: PhotoUpload[]) => void }) {
  const [photoError, setPhotoError] = useState<string | null>(null);
  const short =
    cart.additionalInformation.length > 0 && cart.additionalInformation.trim().length < 10;
  return (
    <div className="flex flex-col gap-4">
      <Field
        id="inconvenience"
        label={t.inconvenienceLabel}
        hint={t.inconvenienceHint}
        error={short ? t.errors.inconvenience : undefined}
      >
        <textarea
          id="inconvenience"
          className={`${inputClass} min-h-32`}
          maxLength={1000}
          aria-describedby={short ? "inconvenience-hint inconvenience-error" : "inconvenience-hint"}
          aria-invalid={short}
          value={cart.additionalInformation}
          onChange={(event) =>
            dispatch({ type: "setAdditionalInformation", text: event.target.value })
          }
        />
      </Field>
      <Field id="photos" label={t.photos} error={photoError ?? undefined}>
        <input
          id="photos"
          type="file"
          accept={accepted.join(",")}
          multiple
          onChange={async (event) => {
            const files = Array.from(event.target.files ?? []);
            const valid = files.every(
              (file) =>
                accepted.includes(file.type as (typeof accepted)[number]) && file.size <= maxBytes,
            );
            if (files.length > 3 || !valid) {
              setPhotoError(t.errors.photo);
              return;
            }
            const read: PhotoUpload[] = await Promise.all(
              files.map(async (file) => ({
                fileName: file.name.slice(0, 120),
                contentType: file.type as PhotoUpload["contentType"],
                content: await readBase64(file),
              })),
            );
            // A file renamed to .png is refused here, as the server would refuse it on sending.
            if (!read.every((photo) => photoMatchesType(photo.contentType, photo.content))) {
              setPhotoError(t.errors.photo);
              return;
            }
            setPhotoError(null);
            onPhotos(read);
          }}
        />
      </Field>
      {photos.length > 0 && (
        <p className="wrap-anywhere">{photos.map((photo) => photo.fileName).join(", ")}</p>
      )}
    </div>
  );
}
