"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { Carousel } from "@/ui/carousel";
import { drawerTexts } from "../../drawer-texts";
import { guideSlides } from "./guide-slides";
import { Dialog, DialogPanel } from "@/ui/dialog";

interface RegistrationGuideProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStart: () => void;
  /** Where the keyboard goes when the guide closes: it opened from a drawer that is gone. */
  returnFocus: () => void;
}

/** SPEC.md: 7 slides; closing resets to slide 0; the last one offers "Começar", which starts login. */
export function RegistrationGuide({
  open,
  onOpenChange,
  onStart,
  returnFocus,
}: RegistrationGuideProps) {
  const [index, setIndex] = useState(0);
  const last = guideSlides.length - 1;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setIndex(0);
        onOpenChange(next);
      }}
    >
      <DialogPanel
        title={drawerTexts.guideTitle}
        closeLabel={drawerTexts.closeDrawer}
        size="small"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <Carousel
          label={drawerTexts.guideTitle}
          start="now"
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
          {index === last ? <Button onClick={onStart}>{drawerTexts.guideStart}</Button> : null}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
