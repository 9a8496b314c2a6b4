// No favicon request: the test counts every console error of the page.
export const metadata = { title: "Partner app on Next.js", icons: { icon: "data:," } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
