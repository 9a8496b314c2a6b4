import type { ReactNode, Ref } from "react";

/**
 * The frame of every screen of the auth area (auth.styles.ts): a card with the screen's title and its
 * content, and beside it (under it on a phone) what `aside` gives, the server's blocks of the screen.
 * `wide` for a long form (the sign-up).
 */
export function AuthLayout({
  title,
  titleRef,
  wide,
  aside,
  children,
}: {
  title: string;
  /** The title's heading, which the screen focuses (useScreenTitleFocus). */
  titleRef: Ref<HTMLHeadingElement>;
  wide?: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={wide ? "ov-portal__page ov-auth ov-auth--wide" : "ov-portal__page ov-auth"}>
      <div className="ov-auth__layout">
        <div className="ov-auth__card">
          <h1 ref={titleRef} tabIndex={-1} className="ov-portal__title ov-auth__title">
            {title}
          </h1>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
