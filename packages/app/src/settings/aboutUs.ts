/**
 * Spec 1 §2.4 About Us accordion rows, in the spec's order. The spec names the rows, not their documents, which are
 * the broker's own; each row says what the document is and that this kit does not carry its text.
 */
export const aboutUsRows: readonly { title: string; text: string }[] = [
  {
    title: "Membership Details",
    text: "The broker's exchange and depository memberships and registration numbers. The broker publishes them; this kit does not carry them.",
  },
  {
    title: "Fraud Prevention",
    text: "How to recognise and report fraud in the broker's name. The broker publishes this guidance; this kit does not carry its text.",
  },
  {
    title: "Privacy Policy",
    text: "How the broker collects and uses your personal data. The broker publishes the policy; this kit does not carry its text.",
  },
  {
    title: "Terms and Conditions",
    text: "The terms of using the trading platform. The broker publishes them; this kit does not carry their text.",
  },
  {
    title: "Risk Policies",
    text: "The broker's risk management policies open on the broker's own website (an external page); this kit has no address for it.",
  },
  {
    title: "Roles and Responsibilities for UPI",
    text: "What you and the broker each do when you pay through UPI. The broker publishes them; this kit does not carry their text.",
  },
];
