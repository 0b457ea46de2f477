"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Carousel } from "@/ui/carousel";
import { shellTexts } from "../../texts";
import { guideSlides } from "./guide-slides";
import { CloseIcon } from "@/ui/close-icon";

interface RegistrationGuideProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStart: () => void;
}

/** SPEC.md: 7 slides; closing resets to slide 0; the last one offers "Começar", which starts login. */
export function RegistrationGuide({ open, onOpenChange, onStart }: RegistrationGuideProps) {
  const [index, setIndex] = useState(0);
  const last = guideSlides.length - 1;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setIndex(0);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-index-menu) bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-(--z-index-menu) max-h-[95vh] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-brand">
              {shellTexts.guideTitle}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand"
              aria-label={shellTexts.closeDrawer}
            >
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <Carousel
            label={shellTexts.guideTitle}
            onIndexChange={setIndex}
            slides={guideSlides.map((slide) => (
              <div key={slide.title} className="px-1 pt-4 text-center">
                {slide.art}
                <h3 className="mt-4 text-lg font-bold">{slide.title}</h3>
                <p className="mt-1 text-muted">{slide.text}</p>
              </div>
            ))}
          />
          <div className="mt-4 flex h-(--height-cta) justify-center">
            {index === last ? <Button onClick={onStart}>{shellTexts.guideStart}</Button> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
