/**
 * Each field of the content editor at /admin in the owner's words: its label, and a hint saying
 * where it shows on the site (and any rule that is not a length). cms-config.ts adds each text's
 * limits to its hint. Keyed by file and field path ("home:hero.lead"), `*` for each item of a
 * list; a list of plain texts (paragraphs) names each text as it names the list.
 */
export const FIELD_WORDS: Record<string, { label: string; hint?: string }> = {
  // site.json: the firm's facts, the same in both languages.
  "site:name": {
    label: "Firm name",
    hint: "The big heading of the home page, beside the logo in the header and footer, on the image shown when a page is shared, and given to search engines.",
  },
  "site:email": {
    label: "E-mail address",
    hint: "Shown in the footer, beside the contact form and in its error messages, in the privacy policy, and given to search engines.",
  },
  "site:phone": {
    label: "Phone number",
    hint: "Shown in the footer, beside the contact form and to search engines, written as people dial it, such as +1 416 555 0100. Leave empty until the firm gives it: nothing shows until then.",
  },
  "site:sampleEstimate": {
    label: "Sample estimate address",
    hint: "The whole web address, beginning with https://, of a sample estimate (a PDF): the questions and answers page links to it below the questions. Leave empty until the firm gives it: nothing shows until then.",
  },
  "site:confirmed": {
    label: "Confirmed by the firm",
    hint: "Not shown on the site: the names of the promises (such as replyTime) and of the files (process.json, faq.json, privacy.json) the firm stands by, one per line. The deploy build lists the rest as still to confirm.",
  },
  "site:office": {
    label: "Office",
  },
  "site:office.countryCode": {
    label: "Country code",
    hint: "Not shown on the pages: tells search engines the office's country, as two capital letters, such as PK for Pakistan.",
  },
  "site:figures": {
    label: "Figures",
    hint: "Home page, the teal strip of figures that count up from zero.",
  },
  "site:figures.projects": {
    label: "Projects",
    hint: "Home page, figures strip: the number of projects, first of the three.",
  },
  "site:figures.clients": {
    label: "Clients",
    hint: "Home page, figures strip: the number of clients, in the middle.",
  },
  "site:figures.successRate": {
    label: "Success rate",
    hint: "Home page, figures strip: the success rate, last of the three. A percentage: write the number alone, the site adds the % sign.",
  },

  // frame.json: what every page has (header, menu, footer, error page).
  "frame:blurb": {
    label: "Short description of the firm",
    hint: "Every page, footer: the paragraph under the firm's name; also given to search engines as the firm's description. Ends with a full stop.",
  },
  "frame:office": {
    label: "Office",
    hint: "Every page, footer, and the contact page beside the form: where the office is, as city, country.",
  },
  "frame:office.city": {
    label: "City",
    hint: "Footer and contact page: the office's city, before its country; also given to search engines.",
  },
  "frame:office.country": {
    label: "Country",
    hint: "Footer and contact page: the office's country, after its city.",
  },
  "frame:serviceArea": {
    label: "Countries served",
    hint: "Not shown on the pages: tells search engines which countries the firm serves, one per line.",
  },
  "frame:skipToContent": {
    label: "Skip link",
    hint: "Every page: the link that appears at the top left when a keyboard user first presses Tab, to jump past the header.",
  },
  "frame:mainNavLabel": {
    label: "Header links' name",
    hint: "Not shown: screen readers' name for the links across the header.",
  },
  "frame:menu": {
    label: "Menu",
    hint: "The menu that opens from the three-line button on smaller screens.",
  },
  "frame:menu.label": {
    label: "Menu name",
    hint: "Not shown: screen readers' name for the menu once it is open.",
  },
  "frame:menu.open": {
    label: "Open button",
    hint: "Not shown: screen readers' name for the three-line button that opens the menu.",
  },
  "frame:menu.close": {
    label: "Close button",
    hint: "Not shown: screen readers' name for the cross that closes the menu.",
  },
  "frame:navigation": {
    label: "Links",
  },
  "frame:navigation.header": {
    label: "Header and menu links",
    hint: "Every page: the links across the header on wide screens, and in the menu on smaller ones.",
  },
  "frame:navigation.header.home": {
    label: "Home",
    hint: "Header and menu: the link to the home page.",
  },
  "frame:navigation.header.about": {
    label: "About",
    hint: "Header and menu: the link to the home page's About section.",
  },
  "frame:navigation.header.services": {
    label: "Services",
    hint: "Header and menu: the link to the home page's Services section.",
  },
  "frame:navigation.header.contact": {
    label: "Contact",
    hint: "Header and menu: the link to the contact page.",
  },
  "frame:navigation.footer": {
    label: "Footer links",
    hint: "Every page, footer: the column of links.",
  },
  "frame:navigation.footer.home": {
    label: "Home",
    hint: "Footer, column of links: the link to the home page.",
  },
  "frame:navigation.footer.about": {
    label: "About",
    hint: "Footer, column of links: the link to the home page's About section.",
  },
  "frame:navigation.footer.services": {
    label: "Services",
    hint: "Footer, column of links: the link to the home page's Services section.",
  },
  "frame:navigation.footer.contact": {
    label: "Contact",
    hint: "Footer, column of links: the link to the contact page.",
  },
  "frame:quote": {
    label: "Quote button",
    hint: "Every page, header: the button at the top right, also at the foot of the menu; it leads to the contact page.",
  },
  "frame:footer": {
    label: "Footer",
    hint: "Every page: the dark area at the bottom.",
  },
  "frame:footer.quickLinks": {
    label: "Links heading",
    hint: "Footer: the heading above the column of links.",
  },
  "frame:footer.contact": {
    label: "Contact heading",
    hint: "Footer: the heading above the office, e-mail, phone and hours.",
  },
  "frame:footer.office": {
    label: "Office label",
    hint: "Footer, contact column: the small word above the office's city and country.",
  },
  "frame:footer.email": {
    label: "E-mail label",
    hint: "Footer, contact column: the small word above the e-mail address.",
  },
  "frame:footer.closing": {
    label: "Bottom line",
    hint: "Every page: the line at the very bottom of the footer, on the left. Ends with a full stop.",
  },
  "frame:footer.privacy": {
    label: "Privacy link",
    hint: "Every page, very bottom of the footer: the link to the privacy policy.",
  },
  "frame:footer.faq": {
    label: "Questions link",
    hint: "Every page, very bottom of the footer: the link to the questions and answers page.",
  },
  "frame:footer.phone": {
    label: "Phone label",
    hint: "Footer, contact column: the small word above the phone number, once the firm has given one.",
  },
  "frame:footer.hours": {
    label: "Hours label",
    hint: "Footer, contact column: the small word above the office hours, once the firm has given them.",
  },
  "frame:hours": {
    label: "Office hours",
    hint: "Every page, footer: the office hours, in Eastern time, at the end of the contact column. Leave empty until the firm gives it: nothing shows until then.",
  },
  "frame:error": {
    label: "Error page",
    hint: "Shown for an address the site does not have, or a page that fails to show; it speaks both languages at once.",
  },
  "frame:error.title": {
    label: "Heading",
    hint: "Error page: the big heading at the top, both languages one under the other; the English one also names the browser tab.",
  },
  "frame:error.notFound": {
    label: "Page not found",
    hint: "Error page, for an address that does not exist: the message under the heading. Ends with a full stop.",
  },
  "frame:error.failed": {
    label: "Page failed",
    hint: "Error page, for a page that failed to show: the message under the heading. Ends with a full stop.",
  },
  "frame:error.home": {
    label: "Home button",
    hint: "Error page: the button back to the home page.",
  },
  "frame:error.contact": {
    label: "Contact button",
    hint: "Error page: the second button, to the contact page.",
  },

  // home.json: the home page, top to bottom.
  "home:hero": {
    label: "First screen",
    hint: "Home page: the dark area at the top, with the firm's name.",
  },
  "home:hero.eyebrow": {
    label: "Line above the name",
    hint: "Home page, first screen: the small line in capitals above the firm's name; also on the image shown when a page is shared.",
  },
  "home:hero.tagline": {
    label: "Tagline",
    hint: "Home page, first screen: the large line under the firm's name; also on the image shown when a page is shared, and given to search engines as the firm's slogan.",
  },
  "home:hero.lead": {
    label: "Introduction",
    hint: "Home page, first screen: the paragraph under the tagline. Ends with a full stop.",
  },
  "home:hero.cta": {
    label: "Button",
    hint: "Home page, first screen: the main button, to the contact page.",
  },
  "home:hero.secondary": {
    label: "Services link",
    hint: "Home page, first screen: the link beside the button, to the Services section.",
  },
  "home:about": {
    label: "About section",
    hint: "Home page: the section after the first screen, where the About links lead.",
  },
  "home:about.heading": {
    label: "Heading",
    hint: "Home page, About section: the heading.",
  },
  "home:about.paragraphs": {
    label: "Paragraphs",
    hint: "Home page, About section: the paragraphs under the heading, each ending with a full stop. A paragraph may name a promise in braces, such as {secondEstimatorCheck}.",
  },
  "home:about.claims": {
    label: "Key points",
    hint: "Home page, About section: the short points with a check mark, beside the paragraphs.",
  },
  "home:whyChooseUs": {
    label: "Why choose us section",
    hint: "Home page: the light grey section of numbered reasons, after the About section.",
  },
  "home:whyChooseUs.heading": {
    label: "Heading",
    hint: "Home page, Why choose us section: the heading.",
  },
  "home:whyChooseUs.intro": {
    label: "Introduction",
    hint: "Home page, Why choose us section: the line under the heading. Ends with a full stop.",
  },
  "home:whyChooseUs.reasons": {
    label: "Reasons",
    hint: "Home page, Why choose us section: the numbered cards, in order.",
  },
  "home:whyChooseUs.reasons.*.title": {
    label: "Title",
    hint: "The card's title, under its number.",
  },
  "home:whyChooseUs.reasons.*.description": {
    label: "Description",
    hint: "The card's text, under its title. Ends with a full stop; it may name a promise in braces, such as {estimateTurnaround}.",
  },
  "home:services": {
    label: "Services section",
    hint: "Home page: the section of service cards, where the Services links lead.",
  },
  "home:services.heading": {
    label: "Heading",
    hint: "Home page, Services section: the heading; also given to search engines as the name of the firm's services.",
  },
  "home:services.intro": {
    label: "Introduction",
    hint: "Home page, Services section: the line under the heading. Ends with a full stop.",
  },
  "home:services.divisionsLabel": {
    label: "Divisions heading",
    hint: "Home page, Services section: the small heading on every card above its MasterFormat divisions.",
  },
  "home:services.items": {
    label: "Service cards",
    hint: "Home page, Services section: the cards, in order. Each card's title also names a trade to tick on the contact form.",
  },
  "home:services.items.mep": {
    label: "MEP",
    hint: "The first card, with the wrench icon.",
  },
  "home:services.items.mep.heading": {
    label: "Title",
    hint: "The card's title; also a trade to tick on the contact form, in the e-mail the firm receives, and given to search engines.",
  },
  "home:services.items.mep.description": {
    label: "Description",
    hint: "The card's text, under its title; also given to search engines. Ends with a full stop.",
  },
  "home:services.items.mep.divisions": {
    label: "Divisions",
    hint: "The card's MasterFormat divisions, as tags at its foot.",
  },
  "home:services.items.mep.divisions.*.number": {
    label: "Number",
    hint: "The tag's number: two digits as specifications write it, such as 02 or 23.",
  },
  "home:services.items.mep.divisions.*.title": {
    label: "Name",
    hint: "The tag's name, after its number.",
  },
  "home:services.items.cabling": {
    label: "Structured cabling",
    hint: "The second card, with the cable icon.",
  },
  "home:services.items.cabling.heading": {
    label: "Title",
    hint: "The card's title; also a trade to tick on the contact form, in the e-mail the firm receives, and given to search engines.",
  },
  "home:services.items.cabling.description": {
    label: "Description",
    hint: "The card's text, under its title; also given to search engines. Ends with a full stop.",
  },
  "home:services.items.cabling.divisions": {
    label: "Divisions",
    hint: "The card's MasterFormat divisions, as tags at its foot.",
  },
  "home:services.items.cabling.divisions.*.number": {
    label: "Number",
    hint: "The tag's number: two digits as specifications write it, such as 02 or 23.",
  },
  "home:services.items.cabling.divisions.*.title": {
    label: "Name",
    hint: "The tag's name, after its number.",
  },
  "home:services.items.security": {
    label: "Security systems",
    hint: "The third card, with the shield icon.",
  },
  "home:services.items.security.heading": {
    label: "Title",
    hint: "The card's title; also a trade to tick on the contact form, in the e-mail the firm receives, and given to search engines.",
  },
  "home:services.items.security.description": {
    label: "Description",
    hint: "The card's text, under its title; also given to search engines. Ends with a full stop.",
  },
  "home:services.items.security.divisions": {
    label: "Divisions",
    hint: "The card's MasterFormat divisions, as tags at its foot.",
  },
  "home:services.items.security.divisions.*.number": {
    label: "Number",
    hint: "The tag's number: two digits as specifications write it, such as 02 or 23.",
  },
  "home:services.items.security.divisions.*.title": {
    label: "Name",
    hint: "The tag's name, after its number.",
  },
  "home:services.items.audio-visual": {
    label: "Audio and visual systems",
    hint: "The fourth card, with the screen and speaker icon.",
  },
  "home:services.items.audio-visual.heading": {
    label: "Title",
    hint: "The card's title; also a trade to tick on the contact form, in the e-mail the firm receives, and given to search engines.",
  },
  "home:services.items.audio-visual.description": {
    label: "Description",
    hint: "The card's text, under its title; also given to search engines. Ends with a full stop.",
  },
  "home:services.items.audio-visual.divisions": {
    label: "Divisions",
    hint: "The card's MasterFormat divisions, as tags at its foot.",
  },
  "home:services.items.audio-visual.divisions.*.number": {
    label: "Number",
    hint: "The tag's number: two digits as specifications write it, such as 02 or 23.",
  },
  "home:services.items.audio-visual.divisions.*.title": {
    label: "Name",
    hint: "The tag's name, after its number.",
  },
  "home:services.items.fire-alarm": {
    label: "Fire alarm systems",
    hint: "The fifth card, with the fire extinguisher icon.",
  },
  "home:services.items.fire-alarm.heading": {
    label: "Title",
    hint: "The card's title; also a trade to tick on the contact form, in the e-mail the firm receives, and given to search engines.",
  },
  "home:services.items.fire-alarm.description": {
    label: "Description",
    hint: "The card's text, under its title; also given to search engines. Ends with a full stop.",
  },
  "home:services.items.fire-alarm.divisions": {
    label: "Divisions",
    hint: "The card's MasterFormat divisions, as tags at its foot.",
  },
  "home:services.items.fire-alarm.divisions.*.number": {
    label: "Number",
    hint: "The tag's number: two digits as specifications write it, such as 02 or 23.",
  },
  "home:services.items.fire-alarm.divisions.*.title": {
    label: "Name",
    hint: "The tag's name, after its number.",
  },
  "home:services.items.hvac": {
    label: "HVAC, demolition, lightning",
    hint: "The sixth card, with the fan icon.",
  },
  "home:services.items.hvac.heading": {
    label: "Title",
    hint: "The card's title; also a trade to tick on the contact form, in the e-mail the firm receives, and given to search engines.",
  },
  "home:services.items.hvac.description": {
    label: "Description",
    hint: "The card's text, under its title; also given to search engines. Ends with a full stop.",
  },
  "home:services.items.hvac.divisions": {
    label: "Divisions",
    hint: "The card's MasterFormat divisions, as tags at its foot.",
  },
  "home:services.items.hvac.divisions.*.number": {
    label: "Number",
    hint: "The tag's number: two digits as specifications write it, such as 02 or 23.",
  },
  "home:services.items.hvac.divisions.*.title": {
    label: "Name",
    hint: "The tag's name, after its number.",
  },
  "home:statistics": {
    label: "Figures strip",
    hint: "Home page: the teal strip of figures after the services; the numbers themselves are in The firm.",
  },
  "home:statistics.heading": {
    label: "Heading",
    hint: "Not shown: screen readers' name for the strip of figures.",
  },
  "home:statistics.labels": {
    label: "Words under the figures",
  },
  "home:statistics.labels.projects": {
    label: "Projects",
    hint: "Home page, figures strip: the word under the number of projects.",
  },
  "home:statistics.labels.clients": {
    label: "Clients",
    hint: "Home page, figures strip: the word under the number of clients.",
  },
  "home:statistics.labels.successRate": {
    label: "Success rate",
    hint: "Home page, figures strip: the words under the success rate.",
  },
  "home:testimonials": {
    label: "What clients say",
    hint: "Home page: the section of clients' words after the figures strip, shown once there is one.",
  },
  "home:testimonials.heading": {
    label: "Heading",
    hint: "Home page: the heading above the clients' words, once there is one.",
  },
  "home:testimonials.items": {
    label: "Testimonials",
    hint: "Home page, after the figures strip: clients' words, given with their permission, one card each. Leave empty until the firm gives it: nothing shows until then.",
  },
  "home:testimonials.items.*.quote": {
    label: "Quote",
    hint: "The card's quote, in the client's own words. Ends with a full stop.",
  },
  "home:testimonials.items.*.name": {
    label: "Name",
    hint: "Under the quote: who said it, such as Jane Doe.",
  },
  "home:testimonials.items.*.role": {
    label: "Role and firm",
    hint: "Under the name: their role and firm, such as Estimator, Acme Builders.",
  },
  "home:closing": {
    label: "Closing band",
    hint: "Home page: the dark band just before the footer.",
  },
  "home:closing.heading": {
    label: "Heading",
    hint: "Home page, closing band: the heading. Ends with a full stop or a question mark.",
  },
  "home:closing.text": {
    label: "Text",
    hint: "Home page, closing band: the line under the heading, ending with a full stop; it may name promises in braces, such as {replyTime}.",
  },
  "home:closing.cta": {
    label: "Button",
    hint: "Home page, closing band: the button to the contact page.",
  },

  // contact.json: the contact page.
  "contact:title": {
    label: "Page heading",
    hint: "Contact page: the big heading in the dark band at the top.",
  },
  "contact:intro": {
    label: "Introduction",
    hint: "Contact page: the line under the big heading, ending with a full stop; it may name promises in braces, such as {replyTime}.",
  },
  "contact:formHeading": {
    label: "Form heading",
    hint: "Contact page: the heading above the form.",
  },
  "contact:fieldLabels": {
    label: "Form fields",
    hint: "Contact page: the name above each field of the form.",
  },
  "contact:fieldLabels.name": {
    label: "Name",
    hint: "Contact form: above the field for the visitor's name.",
  },
  "contact:fieldLabels.email": {
    label: "E-mail",
    hint: "Contact form: above the field for the visitor's e-mail address.",
  },
  "contact:fieldLabels.subject": {
    label: "Subject",
    hint: "Contact form: above the subject field.",
  },
  "contact:fieldLabels.message": {
    label: "Message",
    hint: "Contact form: above the message box.",
  },
  "contact:fieldLabels.company": {
    label: "Company",
    hint: "Contact form, project details: above the company field; also names it in the e-mail the firm receives.",
  },
  "contact:fieldLabels.phone": {
    label: "Phone",
    hint: "Contact form, project details: above the phone field; also names it in the e-mail the firm receives.",
  },
  "contact:fieldLabels.trades": {
    label: "Trades",
    hint: "Contact form, project details: above the trades to tick (the service cards' titles and Other); also names them in the e-mail the firm receives.",
  },
  "contact:fieldLabels.location": {
    label: "Project location",
    hint: "Contact form, project details: above the location field; also names it in the e-mail the firm receives.",
  },
  "contact:fieldLabels.bidDate": {
    label: "Bid due date",
    hint: "Contact form, project details: above the date field; also names it in the e-mail the firm receives.",
  },
  "contact:fieldLabels.plansLink": {
    label: "Link to the plans",
    hint: "Contact form, project details: above the field for a link to the plans; also names it in the e-mail the firm receives.",
  },
  "contact:details": {
    label: "Project details",
    hint: "Contact form: the optional fields under the first four.",
  },
  "contact:details.legend": {
    label: "Heading",
    hint: "Contact form: the heading above the optional project details; also heads the details in the e-mail the firm receives.",
  },
  "contact:details.intro": {
    label: "Introduction",
    hint: "Contact form: the line under the project details heading. Ends with a full stop.",
  },
  "contact:details.hints": {
    label: "Help under fields",
  },
  "contact:details.hints.location": {
    label: "Under project location",
    hint: "Contact form: the small help line under the project location field. Ends with a full stop.",
  },
  "contact:details.hints.plansLink": {
    label: "Under link to the plans",
    hint: "Contact form: the small help line under the link to the plans. Ends with a full stop.",
  },
  "contact:details.otherTrade": {
    label: "Other trade",
    hint: "Contact form: the last trade to tick, after the service cards' titles; also in the e-mail the firm receives.",
  },
  "contact:details.invalid": {
    label: "Refused entries",
    hint: "Contact form: what the browser says, on Send, of an entry it refuses.",
  },
  "contact:details.invalid.phone": {
    label: "Phone",
    hint: "Contact form, on Send: the browser's message for a phone number it refuses. Ends with a full stop.",
  },
  "contact:details.invalid.bidDate": {
    label: "Bid due date",
    hint: "Contact form, on Send: the browser's message for a bid due date that has passed. Ends with a full stop.",
  },
  "contact:details.invalid.plansLink": {
    label: "Link to the plans",
    hint: "Contact form, on Send: the browser's message for a link it refuses. Ends with a full stop.",
  },
  "contact:blankField": {
    label: "Field left blank",
    hint: "Contact form, on Send: the browser's message for a name, e-mail, subject or message holding only spaces. Ends with a full stop.",
  },
  "contact:submit": {
    label: "Send button",
    hint: "Contact form: the button that sends the message.",
  },
  "contact:gettingReady": {
    label: "Send button, loading",
    hint: "Contact form: the Send button's words for the moment the page is still loading.",
  },
  "contact:sending": {
    label: "Send button, sending",
    hint: "Contact form: the Send button's words while the message is on its way.",
  },
  "contact:sent": {
    label: "Thank-you",
    hint: "Contact page, once the message is sent: the large line in place of the form. Ends with a full stop.",
  },
  "contact:replyTo": {
    label: "Reply address line",
    hint: "Contact page, once sent: the line under the thank-you; the visitor's e-mail address and a full stop follow it. It may name a promise in braces, such as {replyTime}.",
  },
  "contact:largePlans": {
    label: "Large plans note",
    hint: "Contact page, once sent: the line under the reply address. Ends with a full stop.",
  },
  "contact:sendAnother": {
    label: "Send another button",
    hint: "Contact page, once sent: the button that brings back an empty form.",
  },
  "contact:failed": {
    label: "Sending failed",
    hint: "Contact form, under Send, when the message could not be sent; the E-mail us instead words and the firm's e-mail address follow it. Ends with a full stop.",
  },
  "contact:failedFallback": {
    label: "E-mail us instead",
    hint: "Contact form, under Send, after a failed or unconfirmed send; the firm's e-mail address follows it.",
  },
  "contact:queued": {
    label: "Will send when online",
    hint: "Contact form, under the failure message, when the connection is lost and the message waits on the visitor's device. Ends with a full stop.",
  },
  "contact:notQueued": {
    label: "Cannot send later",
    hint: "Contact form, under the failure message, when the connection is lost and the browser cannot keep the message. Ends with a full stop.",
  },
  "contact:unconfirmed": {
    label: "Delivery unconfirmed",
    hint: "Contact form, under Send, when it is unclear whether the message arrived; the E-mail us instead words and the firm's e-mail address follow it. Ends with a full stop.",
  },
  "contact:privacyNote": {
    label: "Privacy note",
    hint: "Contact form: the small line under Send, followed by the privacy policy link. Ends with a full stop.",
  },
  "contact:privacyLink": {
    label: "Privacy link",
    hint: "Contact form: the link to the privacy policy, after the privacy note.",
  },
  "contact:honeypotLabel": {
    label: "Spam trap field",
    hint: "Not shown to visitors: names a hidden field that only spam robots fill in, telling anyone who reaches it to leave it empty.",
  },
  "contact:noScript": {
    label: "No JavaScript note",
    hint: "Contact form, in place of Send when the visitor's browser has JavaScript turned off; the firm's e-mail address and a full stop follow it.",
  },
  "contact:asideHeading": {
    label: "Side heading",
    hint: "Contact page: the heading beside the form (under it on smaller screens), above the steps.",
  },
  "contact:asideText": {
    label: "Side text",
    hint: "Contact page: the paragraph under the side heading, ending with a full stop; it may name promises in braces, such as {quoteBeforeWork}.",
  },
  "contact:office": {
    label: "Office label",
    hint: "Contact page, beside the form: the word before the office's city and country, under the steps.",
  },

  // process.json: how the work goes, on the home page and beside the contact form.
  "process:eyebrow": {
    label: "Line above the heading",
    hint: "Home page, How it works section (the numbered steps, before the closing band): the small line in capitals above the heading.",
  },
  "process:heading": {
    label: "Heading",
    hint: "Home page, How it works section: the heading.",
  },
  "process:intro": {
    label: "Introduction",
    hint: "Home page, How it works section: the line under the heading. Ends with a full stop.",
  },
  "process:steps": {
    label: "Steps",
    hint: "The numbered steps, in order: on the home page (How it works section) and on the contact page beside the form.",
  },
  "process:steps.*.title": {
    label: "Title",
    hint: "The step's title, beside its number.",
  },
  "process:steps.*.time": {
    label: "How long it takes",
    hint: "The coloured line under the step's title, written mid-sentence (the site adds the capital). It may name a promise in braces, such as {replyTime}.",
  },
  "process:steps.*.text": {
    label: "Text",
    hint: "The step's text, under how long it takes, ending with a full stop; it may name promises in braces, such as {quoteBeforeWork}.",
  },
  "process:faqLink": {
    label: "Link to the questions",
    hint: "Home page and contact page: the link under the steps, to the questions and answers page.",
  },

  // privacy.json: the privacy policy page.
  "privacy:title": {
    label: "Page heading",
    hint: "Privacy policy page: the big heading in the dark band at the top.",
  },
  "privacy:intro": {
    label: "Introduction",
    hint: "Privacy policy page: the line under the big heading. Ends with a full stop.",
  },
  "privacy:sections": {
    label: "Sections",
    hint: "Privacy policy page: the sections of the policy, in order.",
  },
  "privacy:sections.*.heading": {
    label: "Heading",
    hint: "The section's heading.",
  },
  "privacy:sections.*.paragraphs": {
    label: "Paragraphs",
    hint: "The section's paragraphs, under its heading, each ending with a full stop. A paragraph may name a promise in braces, such as {enquiryRetention}.",
  },
  "privacy:personInCharge": {
    label: "Who to write to",
    hint: "Privacy policy page: the section after the others, naming who answers for personal information.",
  },
  "privacy:personInCharge.heading": {
    label: "Heading",
    hint: "Privacy policy page: the heading of the section on who to write to.",
  },
  "privacy:personInCharge.paragraphs": {
    label: "Paragraphs",
    hint: "Privacy policy page: the paragraphs under that heading, each ending with a full stop. A paragraph may name a promise in braces, such as {privacyOfficer}.",
  },
  "privacy:personInCharge.writeTo": {
    label: "Write to line",
    hint: "Privacy policy page: the last line of that section; the firm's e-mail address and a full stop follow it.",
  },
  "privacy:complaints": {
    label: "Complaints",
    hint: "Privacy policy page: the last section, on the regulators to complain to.",
  },
  "privacy:complaints.heading": {
    label: "Heading",
    hint: "Privacy policy page: the heading of the last section.",
  },
  "privacy:complaints.intro": {
    label: "Introduction",
    hint: "Privacy policy page: the line under that heading, above the regulators. Ends with a full stop.",
  },
  "privacy:complaints.regulators": {
    label: "Regulators",
    hint: "Privacy policy page, last section: the list of links to the regulators.",
  },
  "privacy:complaints.regulators.*.name": {
    label: "Name",
    hint: "The regulator's name, shown as the link.",
  },
  "privacy:complaints.regulators.*.address": {
    label: "Web address",
    hint: "The whole web address the link opens, beginning with https://.",
  },

  // faq.json: the questions and answers page.
  "faq:title": {
    label: "Page heading",
    hint: "Questions and answers page: the big heading in the dark band at the top.",
  },
  "faq:intro": {
    label: "Introduction",
    hint: "Questions and answers page: the line under the big heading. Ends with a full stop.",
  },
  "faq:questions": {
    label: "Questions",
    hint: "Questions and answers page: the questions, in order, each opening onto its answer.",
  },
  "faq:questions.*.question": {
    label: "Question",
    hint: "The question as a visitor reads it, before opening it. Ends with a question mark.",
  },
  "faq:questions.*.answer": {
    label: "Answer",
    hint: "The paragraphs that open under the question, each ending with a full stop; they may name promises in braces, such as {replyTime}. Leave empty until the firm gives it: nothing shows until then, not even the question.",
  },
  "faq:sampleEstimate": {
    label: "Sample estimate link",
    hint: "Questions and answers page: the link below the questions to the sample estimate, once its address is given in The firm.",
  },
  "faq:ask": {
    label: "Under the questions",
    hint: "Questions and answers page: the line and button at the end, to the contact page.",
  },
  "faq:ask.text": {
    label: "Text",
    hint: "Questions and answers page, at the end: the line beside the button. Ends with a full stop or a question mark.",
  },
  "faq:ask.cta": {
    label: "Button",
    hint: "Questions and answers page, at the end: the button to the contact page.",
  },

  // listings.json: search results and shared links.
  "listings:home": {
    label: "Home page",
    hint: "How the home page shows in search results and when shared.",
  },
  "listings:home.title": {
    label: "Title",
    hint: "The home page's title in the browser tab, in search results and when the page is shared.",
  },
  "listings:home.description": {
    label: "Description",
    hint: "The home page's text under its title in search results and when the page is shared. Ends with a full stop.",
  },
  "listings:contact": {
    label: "Contact page",
    hint: "How the contact page shows in search results and when shared.",
  },
  "listings:contact.title": {
    label: "Title",
    hint: "The contact page's title in the browser tab, in search results and when the page is shared.",
  },
  "listings:contact.description": {
    label: "Description",
    hint: "The contact page's text under its title in search results and when the page is shared, ending with a full stop; it may name promises in braces, such as {replyTime}.",
  },
  "listings:privacy": {
    label: "Privacy policy page",
    hint: "How the privacy policy shows in search results and when shared.",
  },
  "listings:privacy.title": {
    label: "Title",
    hint: "The privacy policy's title in the browser tab, in search results and when the page is shared.",
  },
  "listings:privacy.description": {
    label: "Description",
    hint: "The privacy policy's text under its title in search results and when the page is shared. Ends with a full stop.",
  },
  "listings:faq": {
    label: "Questions and answers page",
    hint: "How the questions and answers page shows in search results and when shared.",
  },
  "listings:faq.title": {
    label: "Title",
    hint: "The questions and answers page's title in the browser tab, in search results and when the page is shared.",
  },
  "listings:faq.description": {
    label: "Description",
    hint: "The questions and answers page's text under its title in search results and when the page is shared. Ends with a full stop.",
  },
  "listings:socialCard": {
    label: "Shared image",
    hint: "The image shown when any page is shared on social networks: the firm's name, the tagline and the home page's line above the name, then the strapline.",
  },
  "listings:socialCard.alt": {
    label: "Image description",
    hint: "Not on the image: describes the shared image to people who cannot see it, for every page.",
  },
  "listings:socialCard.strapline": {
    label: "Strapline",
    hint: "The shared image: the bottom line, under the tagline and the line above the name.",
  },

  // promises.json: promises the firm has yet to confirm, each shown where a sentence names it.
  "promises:replyTime": {
    label: "Reply time",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {replyTime}: the contact page's introduction and its reply line after sending, the home page's closing band, the second step's time, the answer on how long an estimate takes, and the contact page's search description.",
  },
  "promises:replyBrings": {
    label: "What the reply brings",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {replyBrings}: the contact page's introduction, the home page's closing band, the answer on how long an estimate takes, and the contact page's search description.",
  },
  "promises:quoteBeforeWork": {
    label: "Price before work starts",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {quoteBeforeWork}: the contact page's side text, the second step's text, and the answers on a close bid date and on how the price is set.",
  },
  "promises:estimateTurnaround": {
    label: "Estimate turnaround",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {estimateTurnaround}: the first reason on the home page, the third step's time, and the answer on how long an estimate takes.",
  },
  "promises:secondEstimatorCheck": {
    label: "Second estimator check",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {secondEstimatorCheck}: the home page's second About paragraph, the third step's text, and the answer on how long an estimate takes.",
  },
  "promises:reviewedTwice": {
    label: "Reviewed twice",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {reviewedTwice}: the second reason on the home page.",
  },
  "promises:enquiryRetention": {
    label: "How long enquiries are kept",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {enquiryRetention}: the privacy policy's section on how long enquiries are kept.",
  },
  "promises:privacyOfficer": {
    label: "Person in charge of privacy",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {privacyOfficer}: the privacy policy's section on who to write to. A role, such as the head of the firm, is enough.",
  },
  "promises:deliverableFormats": {
    label: "Estimate formats",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {deliverableFormats}: the answer on what the estimate contains and in which format.",
  },
  "promises:revisionTerms": {
    label: "Revision terms",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {revisionTerms}: the answer on addenda that change the drawings.",
  },
  "promises:frenchService": {
    label: "Service in French",
    hint: "A phrase read mid-sentence, shown wherever a sentence names {frenchService}: the answer on working in French.",
  },
};
