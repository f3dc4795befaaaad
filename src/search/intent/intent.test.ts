import { describe, expect, it } from "vitest";
import {
  asksOnlyToReach,
  INTENT_ANSWER,
  INTENT_CONTACT,
  type Intent,
  intentFactor,
  questionIntent,
  subjectNames,
  withoutFrames,
} from "./intent.js";

/** Each question reads as `intent`. */
const readAs = (intent: Intent, questions: readonly string[]): void => {
  for (const q of questions) expect(questionIntent(q), q).toBe(intent);
};

describe("questionIntent", () => {
  it("reads engaging him from the question's form, whatever the topic", () => {
    readAs("engage", [
      "how can I get in touch with him",
      "How would I go about inviting him to give a keynote?",
      "how they could write to him about a collaboration",
      "what's the best way to reach him",
      "can I send him my portfolio",
      "could we book him for a workshop on gardening",
      "will he come on my podcast",
      "is he open to sitting on a board",
      "what kind of work will he turn down",
      "I want to collaborate with her on a study",
      "I'm a reporter and would like a quote from her on school lunches",
      "reporter here, can he comment on the outbreak",
      "we'd like her as a speaker at our trustee conference",
      "we're looking for a speaker on runway safety",
      "we'd like to work with him on a book",
      // The means alone, typed as a search.
      "email",
      "Contact details?",
      "phone number",
    ]);
    readAs("none", ["email marketing", "contact centre", "a quote from his book", "did he comment on the merger"]);
  });

  it("reads the asker wanting something of him, acting towards him or coming to him as engaging him", () => {
    readAs("engage", [
      "we would love her to open our festival",
      "our server was breached, can we pass the logs to him",
      "my dog is limping, could she help?",
      "how might a reporter approach her about the flood",
      "can our class come and see her lab",
    ]);
    readAs("none", [
      "how did she help teams ship faster",
      "who did he report to at Org B",
      "what could a small team learn from his talk",
    ]);
  });

  it("reads an order to engage him, a referral to him and his work on what is the asker's as engaging him", () => {
    readAs("engage", [
      "invite him onto a podcast about climate and finance",
      "book her for our spring conference",
      "can I refer myself to him for therapy",
      "could he review our trust's waiting lists as an adviser",
    ]);
    readAs("none", ["who invited him to the summit", "what did he review at Org B"]);
  });

  it("reads the asker's wh-questions, roles, his organisation's openings and his reply time as engaging him", () => {
    readAs("engage", [
      "where should we send a proposal",
      "who do I speak to about a partnership",
      "what information should I include when I invite him",
      "is it worth emailing him about a sponsorship",
      "we'd love to have him on a livestream",
      "could he be a juror for our awards",
      "which cities is he willing to fly to",
      "does his startup take interns",
      "what roles is his firm recruiting for",
      "how quickly does he answer messages",
      "his email?",
      // Whoever the profile is: her, their.
      "is her studio hiring",
      "their booking calendar",
      "we want her on our show",
    ]);
  });

  it("reads a purpose of reaching him, his group's openings, the kinds of things he declines and a reported yes/no question", () => {
    readAs("engage", [
      "which number should I use to call him",
      "is there a form to contact them",
      "has his lab got any vacancies",
      "does their company have open positions for testers",
      "what sorts of gigs won't she accept",
      "what kind of work wont he take on",
      "my user asked whether she'd sign an NDA before a call",
      "find out if they'll come to a weekend hackathon",
    ]);
  });

  it("reads a yes/no question of what he takes on, would take on or can do apart from engaging him", () => {
    readAs("takes", [
      "does he take freelance work",
      "can she work in German",
      "do they ever mentor students",
      "Thanks. And would he accept a paid review?",
      "would she consult for a drug maker",
    ]);
  });

  it("reads a post offered to him as the asker hiring him", () => {
    readAs("engage", [
      "would she consider a new post heading a museum",
      "would he take a job in Dubai",
      "might she accept another role abroad",
      "would he think about a permanent position with us",
    ]);
    readAs("takes", ["does he take on freelance work", "would she take a seat on a board"]);
  });

  it("reads the asker's side by any name, someone of it working with him and meeting him as engaging him", () => {
    readAs("engage", [
      "could our council hire her to review its fostering service",
      "can my newsroom quote him on the strike",
      "could a PhD student do a project with her",
      "could our university place a trainee with her team",
      "a researcher would like to interview her",
      "can I visit her lab",
      "how would we arrange a site visit with her",
    ]);
    readAs("none", ["could you tell me which projects she did with her team", "how did she meet her cofounder"]);
  });

  it("reads anything he might do for the asker as engaging him", () => {
    readAs("engage", [
      "could she run a workshop for our interns",
      "can he take a look at my dog's x-rays",
      "would they review the draft with us",
    ]);
    readAs("none", ["could he run a team at that size", "can she lead a team of forty"]);
  });

  it("leaves questions about what he did or does alone", () => {
    readAs("none", [
      "what does he do now",
      "how does he hire designers",
      "did he ever start his own company",
      "where did he study",
      "how does he help teams",
      "has he ever taught design",
      "who did he work with at Org B",
      "how does his team hire designers",
      "what is he interested in",
      "why is he interested in typography",
      "where did we meet him",
      "how did he get users to trust him",
      "does his team have a design system",
      "what kinds of projects did he lead",
    ]);
  });
});

describe("asksOnlyToReach", () => {
  it("is true of a question of reaching him and grammar words alone, his names included", () => {
    for (const q of [
      "how do I get in touch with him",
      "what's his email address",
      "best way to reach Kyle Ledbetter?",
      "how can I contact her",
      "Could you tell me how to email him?",
    ])
      expect(asksOnlyToReach(q, subjectNames("Kyle Ledbetter")), q).toBe(true);
  });

  it("is false once the question is about anything else, or asks nothing of reaching him", () => {
    for (const q of [
      "how do I invite him to speak on design systems",
      "could our hospital hire him as a consultant on patient flow",
      "what did he write about email",
      "what does he do",
    ])
      expect(asksOnlyToReach(q, subjectNames("Kyle Ledbetter")), q).toBe(false);
  });
});

describe("subjectNames", () => {
  it("gives the full name and each part, folded, longest first", () => {
    expect(subjectNames("Zoë Ann Okafor")).toEqual(["zoe ann okafor", "okafor", "zoe", "ann"]);
    expect(subjectNames("Mo")).toEqual(["mo"]);
  });

  it("lets a question call him by his name where it would say he", () => {
    const names = subjectNames("Zoë Okafor");
    expect(questionIntent("does Zoë take freelance work", names)).toBe("takes");
    for (const q of ["is Okafor open to a board seat", "can we book Zoe Okafor for a meetup"])
      expect(questionIntent(q, names), q).toBe("engage");
    // Only the profile's names count: another name in the same place is someone else.
    expect(questionIntent("does Priya take freelance work", names)).toBe("none");
    expect(questionIntent("does Zoë take freelance work")).toBe("none");
  });

  it("reads a long part of his name misspelt by one letter as his name", () => {
    const names = subjectNames("Zoë Okafor");
    expect(questionIntent("does zoe okafr take freelance work", names)).toBe("takes");
    expect(questionIntent("is Okafro open to a board seat", names)).toBe("engage");
    // A short part is too near other words to be read misspelt.
    expect(questionIntent("does zoa take freelance work", names)).toBe("none");
  });
});

describe("intentFactor", () => {
  it("raises quick answers and records that say how to reach him, only for an engaging question", () => {
    expect(intentFactor("engage", { answer: true, contact: false })).toBe(INTENT_ANSWER);
    expect(intentFactor("engage", { answer: true, contact: true })).toBe(INTENT_ANSWER * INTENT_CONTACT);
    expect(intentFactor("engage", { answer: false, contact: false })).toBe(1);
    expect(intentFactor("none", { answer: true, contact: true })).toBe(1);
  });
});

describe("withoutFrames", () => {
  it("cuts the request frames of agent questions", () => {
    expect(withoutFrames("I'm an agent helping a recruiter; could you tell me what he did at Org B?")).toBe(
      "what he did at org b?",
    );
    expect(withoutFrames("Please find out, for my user, how quickly he replies")).toBe(", , how quickly he replies");
  });

  it("keeps only the question a long request reports, and drops who the assistant is", () => {
    expect(
      withoutFrames(
        "AI assistant here: my client runs a fintech meetup in Lisbon and would like to know whether he has mentored juniors",
      ),
    ).toBe("he has mentored juniors");
    expect(withoutFrames("This is an agent, what did she publish in 2020")).toBe("what did she publish in 2020");
    // What the answer is for, said first; its topic stays, and a bio still asks for the profile.
    expect(withoutFrames("For a careers article I need his first post")).toBe("i need his first post");
    expect(withoutFrames("for an article on career changers, where did she train")).toBe(
      "on career changers, where did she train",
    );
    expect(withoutFrames("for a panel bio, his present title")).toBe("for a panel bio, his present title");
    // Too little after it to be a question: the whole request is searched.
    expect(withoutFrames("my editor wants to know if so")).toBe("my editor wants to know if so");
  });

  it("keeps topic words that merely look like a frame", () => {
    expect(withoutFrames("how does he help teams")).toBe("how does he help teams");
    expect(withoutFrames("freelance work for a client")).toBe("freelance work for a client");
    expect(withoutFrames("user research")).toBe("user research");
  });

  it("gives the question back when nothing but a frame was asked", () => {
    expect(withoutFrames("please tell me")).toBe("please tell me");
  });
});
