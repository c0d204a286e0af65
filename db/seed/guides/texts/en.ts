import type { GuideTexts } from "#db/seed/guides/guide-list.ts";

/** English guides: the source texts every translation follows. */
export const guideTextsEn: GuideTexts = {
  "how-to-find-your-pubg-mobile-player-id": {
    title: "How to Find Your PUBG Mobile Player ID",
    html:
      "<p>Your PUBG Mobile Player ID, which the game calls your Character ID, is the number we need to deliver UC, and you can copy it from your profile in under a minute. " +
      "This guide shows where it is, how it differs from your nickname and which account mix-ups send UC to the wrong place.</p>" +
      "<h2>Where to find your Character ID</h2>" +
      "<ol>" +
      "<li>Open PUBG Mobile and wait for the lobby to load. Make sure you are logged in to the account you actually play on.</li>" +
      "<li>Tap your avatar in the top-left corner of the lobby to open your profile.</li>" +
      "<li>Look next to your nickname: the number labelled <strong>ID</strong> is your Character ID. Most IDs are about ten digits long.</li>" +
      "<li>Tap the small copy icon beside the number. The ID is now on your clipboard.</li>" +
      '<li>On GameZone, open <a href="/games/pubg-mobile">PUBG Mobile</a>, paste the number into the <strong>Player ID</strong> field and tap <strong>Check player</strong>.</li>' +
      "</ol>" +
      "<p>Copying is safer than typing. One swapped digit can point to a different, real account, and long numbers are easy to misread on a small screen.</p>" +
      "<h2>Player ID vs nickname</h2>" +
      "<p>Your nickname is the name other players see in matches. It is not unique and can be changed with a Rename Card, so it cannot be used to deliver UC. " +
      "Your Character ID is permanent: it is created with the account and stays the same when you rename yourself, change clans or move to a new phone. Always give us the number, never the name.</p>" +
      "<p>When you tap <strong>Check player</strong>, GameZone looks the ID up with the game and shows the nickname that belongs to it. " +
      "If that nickname is yours, you are ready to choose a UC pack. If it is someone else's, or the check cannot find the player, stop and compare the ID with your profile again before you pay.</p>" +
      "<h2>Common pitfalls</h2>" +
      "<h3>More than one account</h3>" +
      "<p>PUBG Mobile lets you sign in with several providers, such as Facebook, Google Play, Game Center, X and Apple. A sign-in method that is not linked to your main account opens a separate account with its own Character ID. " +
      "If you play on a second device, or once started a fresh account to try something out, check which account you are in before copying the ID. " +
      "Linking all your sign-in methods to your main account in the game's settings removes the confusion for good.</p>" +
      "<h3>Regional editions of the game</h3>" +
      "<p>GameZone delivers to the global edition of PUBG Mobile. Regional editions such as Battlegrounds Mobile India (BGMI), PUBG Mobile KR and the Vietnamese edition run on separate account systems: their IDs will not pass our player check and cannot receive UC from us. " +
      "If the check fails for an ID you have copied correctly, this is the first thing to look at.</p>" +
      "<h3>Guest accounts</h3>" +
      "<p>A guest account is stored only on your device. UC delivered to it is safe while the game stays installed, but it disappears with the account if the phone is reset, lost or the game data is cleared. " +
      "Link the account to a sign-in provider before you top up; your Character ID does not change when you do.</p>" +
      "<h2>Checklist before you pay</h2>" +
      "<ul>" +
      "<li>The ID was copied from the profile of the account you play on.</li>" +
      "<li>The nickname shown by the player check is yours.</li>" +
      "<li>You play the global edition of PUBG Mobile.</li>" +
      "<li>Your account is linked to a sign-in provider, not a guest account.</li>" +
      "</ul>" +
      "<p>Once the payment is confirmed, UC for PUBG Mobile usually arrives within 5–10 minutes, and your order page shows each step as it happens. " +
      'If the UC does not arrive in that window, read <a href="/guides/what-to-do-when-your-top-up-is-late">What to Do When Your Top-Up Is Late</a> or write to support@gamezone.example with your order number.</p>',
  },

  "how-to-find-your-mobile-legends-user-id-and-zone-id": {
    title: "How to Find Your Mobile Legends User ID and Zone ID",
    html:
      "<p>To top up Mobile Legends: Bang Bang you need two numbers, your User ID and your Zone ID, and both appear together on your in-game profile. " +
      "Here is how to read them correctly, including the part most people get wrong: the number in brackets.</p>" +
      "<h2>Find both numbers in four steps</h2>" +
      "<ol>" +
      "<li>Open Mobile Legends: Bang Bang and log in to the account you want to top up.</li>" +
      "<li>On the main screen, tap your avatar in the top-left corner to open your profile.</li>" +
      "<li>Under your nickname you will see a line such as <strong>ID: 123456789 (2001)</strong>.</li>" +
      "<li>Note both numbers. If your version shows a copy icon, use it; if not, take a screenshot so you can compare the digits calmly.</li>" +
      "</ol>" +
      "<h2>Which number goes where</h2>" +
      "<ul>" +
      "<li><strong>User ID</strong> is the longer number before the brackets, <em>123456789</em> in the example. It identifies your account.</li>" +
      "<li><strong>Zone ID</strong> is the short number inside the brackets, <em>2001</em> in the example. It identifies the server your account lives on.</li>" +
      "</ul>" +
      '<p>On the <a href="/games/mobile-legends-bang-bang">Mobile Legends page</a>, type the User ID into the first field and the Zone ID into the second. ' +
      "Enter digits only: no brackets, spaces or the word “ID”. Then tap <strong>Check player</strong>. " +
      "GameZone asks the game who owns that combination and shows the in-game nickname; you can only continue once a player is found.</p>" +
      "<h2>Why the Zone ID matters</h2>" +
      "<p>The game finds your account with both numbers together, and Diamonds are credited to an account on a specific server. " +
      "With a wrong Zone ID the check usually cannot find anyone; with an unlucky typo it could find a different player. " +
      "That is why the nickname is shown before you pay: read it, and only continue if it is yours.</p>" +
      "<h2>Frequent mistakes</h2>" +
      "<ul>" +
      "<li><strong>Swapping the fields.</strong> Putting the zone number in the User ID field, or pasting the whole “123456789 (2001)” into one box.</li>" +
      "<li><strong>Using your nickname.</strong> Nicknames can be changed and are not unique; only the numbers identify your account.</li>" +
      "<li><strong>Reading the wrong account.</strong> If you have accounts bound to different Moonton, Google, Facebook or other sign-ins, the numbers on screen belong to whichever account is logged in right now. Open the profile from the account you actually play.</li>" +
      "<li><strong>Typing from memory.</strong> A nine-digit number is easy to get slightly wrong. Check it against the profile each time, or keep it in a note on your phone.</li>" +
      "</ul>" +
      "<h2>Bind the account before you top up</h2>" +
      "<p>If you still play on an account that is not bound to any login, bind it first from the account section of the game's settings, to a Moonton account or another sign-in provider. " +
      "An unbound account lives only on your device, and the Diamonds on it are lost with it if the phone is reset or replaced. Binding does not change your User ID or Zone ID.</p>" +
      "<h2>After you pay</h2>" +
      "<p>Mobile Legends is one of our Instant games: Diamonds normally arrive within 5–10 minutes of a confirmed payment. " +
      'The order page shows live progress from Processing to Completed, and every order is listed in <a href="/account">your account</a> with its status. ' +
      "We also send a receipt e-mail when you pay and a delivery e-mail when the Diamonds are in.</p>" +
      '<p>Some Diamond amounts carry a first top-up bonus decided by the game itself. To learn how bonuses, passes and “was” prices work, read <a href="/guides/getting-the-most-from-your-top-up-bonuses-passes-and-budgets">Getting the Most From Your Top-Up</a>. ' +
      "If something looks wrong with an order, write to support@gamezone.example with the order number.</p>",
  },

  "how-to-find-your-genshin-impact-uid-and-server": {
    title: "How to Find Your Genshin Impact UID and Server",
    html:
      "<p>Genshin Impact top-ups need two details, your UID and the server your account plays on, and both take only seconds to find. " +
      "Getting them right makes sure your Genesis Crystals land on the right Traveler. This guide also explains how Crystals relate to Primogems and how the first top-up bonus works.</p>" +
      "<h2>Where to find your UID</h2>" +
      "<h3>On screen while you play</h3>" +
      "<p>In the open world, look at the bottom-right corner of the screen. The small number labelled <strong>UID</strong> is yours. It stays visible during normal play, so you can read it without opening a menu.</p>" +
      "<h3>In the Paimon Menu</h3>" +
      "<ol>" +
      "<li>Tap the Paimon icon in the top-left corner (on PC press Esc; on a controller press the menu button).</li>" +
      "<li>Your profile appears with your name card, Adventure Rank and UID.</li>" +
      "<li>Write the UID down or take a screenshot. It is nine digits long on most accounts and ten on some newer ones.</li>" +
      "</ol>" +
      "<h2>Which server you are on</h2>" +
      "<p>Our form offers the four global servers: <strong>America</strong>, <strong>Europe</strong>, <strong>Asia</strong> and <strong>TW/HK/MO</strong>. " +
      "Your server is the one selected on the game's start screen when you log in. Each server is a completely separate account with its own UID, progress and Crystals, so if you have played on more than one, choose the server of the UID you want to top up.</p>" +
      "<p>A quick hint: on a nine-digit UID the first digit usually matches the server, with 6 for America, 7 for Europe, 8 for Asia and 9 for TW/HK/MO. " +
      "Ten-digit UIDs do not follow this pattern, so when in doubt trust the server name on your start screen. Accounts on the mainland China servers are separate and cannot be topped up through GameZone.</p>" +
      "<h2>Enter and check your details</h2>" +
      "<ol>" +
      '<li>Open <a href="/games/genshin-impact">Genshin Impact</a> on GameZone.</li>' +
      "<li>Type your UID and choose your server from the list.</li>" +
      "<li>Tap <strong>Check player</strong>. We look the account up with the game and show its in-game nickname.</li>" +
      "<li>Continue only if the nickname is yours. If no player is found, check the server first: a correct UID with the wrong server is the most common reason.</li>" +
      "</ol>" +
      "<h2>Genesis Crystals vs Primogems</h2>" +
      "<p>GameZone delivers <strong>Genesis Crystals</strong>, Genshin's premium currency. They are not Primogems, but they turn into them:</p>" +
      "<ul>" +
      "<li>In the in-game Shop you can exchange Genesis Crystals for Primogems one to one. Every 160 Primogems buy one Intertwined or Acquaint Fate for Wishes.</li>" +
      "<li>Genesis Crystals can also be spent directly on character outfits, without converting them first.</li>" +
      "<li>Primogems cannot be turned back into Genesis Crystals, so convert only what you plan to spend on Wishes.</li>" +
      "</ul>" +
      "<h2>The first top-up double bonus</h2>" +
      "<p>In the game's own shop, each Genesis Crystal tier gives double Crystals the first time you buy it. " +
      "HoYoverse resets these bonuses from time to time, often around an anniversary, so tiers you bought long ago can become eligible again. The Crystal top-up page in the in-game Shop shows which tiers currently carry the bonus.</p>" +
      "<p>GameZone packages deliver the amount written in the package name, for example <em>980 + 110 Genesis Crystals</em>. " +
      "Whether the game adds its first-purchase double on top depends on HoYoverse's rules for that tier and your purchase history, so treat it as a possible extra rather than part of what you are paying for.</p>" +
      "<h2>Delivery and maintenance</h2>" +
      "<p>Genshin Impact is in our Fast tier: Crystals usually arrive within 10–30 minutes of payment. " +
      "During the game's maintenance, typically when a new version goes live, top-ups cannot be credited until the servers are back, so a late order on update day is usually nothing to worry about. " +
      'You can follow every order live in <a href="/account">your account</a>, and <a href="/guides/what-to-do-when-your-top-up-is-late">this guide on late top-ups</a> explains what to do if one takes longer than expected.</p>',
  },

  "how-to-find-your-free-fire-player-id-and-protect-a-guest-account": {
    title: "How to Find Your Free Fire Player ID (and Protect a Guest Account)",
    html:
      "<p>Your Free Fire Player ID is the number shown under your nickname on your profile, and it is all GameZone needs to deliver Diamonds. " +
      "Before you top up, also make sure the account is bound to a login: Diamonds on an unbound guest account can be lost for good.</p>" +
      "<h2>Find your Player ID</h2>" +
      "<ol>" +
      "<li>Open Free Fire or Free Fire MAX and wait for the lobby to load.</li>" +
      "<li>Tap your profile banner or avatar in the top-left corner.</li>" +
      "<li>Your Player ID is the number shown under your nickname, often labelled <strong>ID</strong> or <strong>UID</strong>.</li>" +
      "<li>Tap the copy icon next to the number.</li>" +
      '<li>On GameZone, open <a href="/games/free-fire">Free Fire</a>, paste the number into <strong>Player ID</strong> and tap <strong>Check player</strong>.</li>' +
      "</ol>" +
      "<p>The check shows the in-game nickname that belongs to the ID. Continue only if it is yours; if it is not, or no player is found, compare the number with your profile again.</p>" +
      "<p>Free Fire and Free Fire MAX use the same accounts, so your Player ID and any Diamonds you buy work in both versions.</p>" +
      "<h2>Why we ask for the ID, not your nickname</h2>" +
      "<p>Nicknames can be changed, often contain special symbols and are not guaranteed to be unique. The Player ID is created with your account and never changes, which is why games deliver currency to the ID. " +
      "Enter digits only, without spaces or the “ID” label.</p>" +
      "<h2>Guest accounts: bind before you buy</h2>" +
      "<p>If you started playing without signing in, you are on a guest account. It exists only on the device you play on. " +
      "Uninstalling the game, clearing its data, resetting or losing your phone can remove it permanently, and the Diamonds and items on it go with it. " +
      "Unbound guest accounts are very hard to recover, and GameZone cannot move Diamonds once they have been delivered.</p>" +
      "<p>Binding takes a minute:</p>" +
      "<ol>" +
      "<li>In the lobby, open <strong>Settings</strong> (the gear icon).</li>" +
      "<li>Find the account section and choose to bind your account.</li>" +
      "<li>Pick a login provider. Depending on your device and region, options include Google, Facebook, Apple, X, VK and Huawei.</li>" +
      "<li>Sign in to the provider and confirm. Your Player ID, progress and Diamonds stay exactly the same.</li>" +
      "</ol>" +
      "<p>After binding, you can log in on any device with the same provider and find the same account.</p>" +
      "<h2>Linked accounts and switching</h2>" +
      "<p>Each Free Fire account has its own Player ID. If you keep one account on your phone and another on a tablet, or use different logins for each, copy the ID from the account you want to top up.</p>" +
      "<p>Watch for this trap: logging in with a provider that is not bound to any account creates a brand-new account with a new ID. " +
      "If your ID suddenly looks different, or your level and items are missing, you are probably in that new account. Log out and sign in with the provider your main account is bound to before copying the ID.</p>" +
      "<h2>Checklist before you pay</h2>" +
      "<ul>" +
      "<li>The account is bound to a login, not a guest account.</li>" +
      "<li>The Player ID was copied from the account you play on.</li>" +
      "<li>The nickname shown by the player check is yours.</li>" +
      "</ul>" +
      "<h2>After you pay</h2>" +
      "<p>Free Fire is in our Instant tier: Diamonds usually arrive within 5–10 minutes of a confirmed payment. " +
      'Follow your order live from <a href="/account">your account</a>, where every purchase is listed with its status. ' +
      'If the Diamonds have not appeared after you restart the game, see <a href="/guides/what-to-do-when-your-top-up-is-late">What to Do When Your Top-Up Is Late</a> or write to support@gamezone.example with your order number.</p>',
  },

  "player-ids-for-call-of-duty-mobile-honkai-star-rail-roblox-and-riot-games": {
    title: "Player IDs for Call of Duty: Mobile, Honkai: Star Rail, Roblox and Riot Games",
    html:
      "<p>Every game identifies accounts differently: Call of Duty: Mobile uses a long Open ID, Honkai: Star Rail a UID plus server, Roblox your username and Riot games your Riot ID. " +
      "Here is where to find each one and what to type into GameZone's form.</p>" +
      "<p>Whatever the game, the last step is the same: tap <strong>Check player</strong> and continue only if the nickname we show is yours.</p>" +
      "<h2>Call of Duty: Mobile: Open ID</h2>" +
      "<ol>" +
      "<li>In the lobby, tap your avatar in the top-left corner to open your profile.</li>" +
      "<li>Find the long number next to the copy icon, labelled <strong>UID</strong> in the game. Top-up shops, including GameZone, call it your <strong>Open ID</strong>.</li>" +
      '<li>Tap the copy icon and paste the number into the <strong>Open ID</strong> field on the <a href="/games/call-of-duty-mobile">Call of Duty: Mobile page</a>.</li>' +
      "</ol>" +
      "<p>The Open ID is a long number, often 19 digits, so copy it rather than typing it. If you play as a guest, link the account first: tap the gear icon, then the yellow + icon at the top of Settings, and choose an account to link. Guest progress is stored only on your device.</p>" +
      "<h2>Honkai: Star Rail: UID and server</h2>" +
      "<ol>" +
      "<li>Open the phone menu: tap the phone icon on mobile, or press Esc on PC.</li>" +
      "<li>Your profile at the top shows your nickname, Trailblaze Level and <strong>UID</strong>.</li>" +
      '<li>On the <a href="/games/honkai-star-rail">Honkai: Star Rail page</a>, enter the UID and choose your server: America, Europe, Asia or TW/HK/MO. It is the server selected on the start screen when you log in.</li>' +
      "</ol>" +
      "<p>On a nine-digit UID the first digit is a handy hint: 6 for America, 7 for Europe, 8 for Asia, 9 for TW/HK/MO. " +
      "We deliver Oneiric Shards, which you exchange one to one for Stellar Jade in the in-game shop or spend directly on outfits.</p>" +
      "<h2>Roblox: username, not display name</h2>" +
      "<p>Roblox accounts have two names. The <strong>display name</strong> is the big name on your profile and in experiences; it is not unique. " +
      "The <strong>username</strong> is unique and is what we need.</p>" +
      "<ol>" +
      "<li>Open your profile in the Roblox app or on the website. Your username is the name after the @ under your display name.</li>" +
      "<li>Or open <strong>Settings</strong>, then <strong>Account Info</strong>, and read the <strong>Username</strong> line.</li>" +
      '<li>Type it into the <strong>Roblox username</strong> field on the <a href="/games/roblox">Roblox page</a>, without the @.</li>' +
      "</ol>" +
      "<p>Usernames are 3–20 characters: letters, numbers and underscores. If you changed your username recently, use the new one.</p>" +
      "<h2>VALORANT, League of Legends and Teamfight Tactics: Riot ID</h2>" +
      "<p>A Riot ID has two parts: your game name and a tagline after the # sign, for example <em>Phoenix#NA1</em>. Enter both parts, including the #.</p>" +
      "<ul>" +
      "<li>In the Riot Client or any Riot game, open your profile or social panel: your Riot ID is shown with its tagline.</li>" +
      "<li>You can also see it in the Riot ID section of your Riot account settings.</li>" +
      "<li>If you changed your Riot ID recently, use the current one; the old name no longer points to your account.</li>" +
      "</ul>" +
      "<p>Riot games also ask where your account plays:</p>" +
      "<ul>" +
      "<li><strong>VALORANT</strong> asks for your <strong>account region</strong>: North America, Europe, Asia-Pacific, Korea, Latin America or Brazil. VALORANT Points only work in the region your account belongs to.</li>" +
      "<li><strong>League of Legends</strong> and <strong>Teamfight Tactics</strong> ask for your <strong>server</strong>, such as Europe West or North America. Riot Points belong to your account on that server and can be spent in both games.</li>" +
      "</ul>" +
      '<p>Start from the <a href="/games/valorant">VALORANT</a>, <a href="/games/league-of-legends">League of Legends</a> or <a href="/games/teamfight-tactics">Teamfight Tactics</a> page.</p>' +
      "<h2>Still stuck?</h2>" +
      "<p>Every game page on GameZone lists exactly which fields it needs, with an example in each box. " +
      "If the check cannot find an account you are sure is correct, do not guess: write to support@gamezone.example with the game and the details you entered, and we will help you find the right ID before you pay.</p>",
  },

  "safe-top-up-practices-how-to-protect-your-game-account": {
    title: "Safe Top-Up Practices: How to Protect Your Game Account",
    html:
      "<p>A safe top-up needs only your player ID, never your password, login codes or access to your account. " +
      "These habits keep your account, your money and your purchases protected, whether you buy on GameZone or anywhere else.</p>" +
      "<h2>1. Never share your password or login codes</h2>" +
      "<p>GameZone delivers using the public identifier of your account: a Player ID, UID, username or Riot ID. That is all we need. " +
      "We will never ask for your game password, verification codes, two-step codes or recovery e-mails, not at checkout, not by e-mail and not in chat. " +
      "The same goes for the sign-in codes we e-mail you for your GameZone account: they are for you alone.</p>" +
      "<p>Anyone who asks for these, even if they claim to be from GameZone or a game publisher, is trying to take over your account.</p>" +
      "<h2>2. Buy where the player is checked before you pay</h2>" +
      "<p>On GameZone you enter your player details and tap <strong>Check player</strong>. We look the account up with the game and show its in-game nickname, and you cannot pay until a player is found. " +
      "If a game's checking service is down, buying for that game is paused until it is back. We would rather you wait a few minutes than pay for an account nobody has confirmed.</p>" +
      "<p>Shops that skip this step leave you to discover a typo after your money is gone. Whichever shop you use, read the nickname before paying.</p>" +
      "<h2>3. Be wary of prices that are too good</h2>" +
      "<p>Small discounts are normal: on GameZone a struck-through “was” price shows a genuine reduction. Offers at half price or less are a different story. " +
      "They are often funded by stolen cards or refund abuse, and when the original payment is reversed the publisher can remove the currency or suspend the account that received it. " +
      "“Free currency generators” and giveaways that ask you to log in through a link are scams, every time.</p>" +
      "<h2>4. Say no to account-sharing schemes</h2>" +
      "<p>Be careful with offers to top up “for you” if you hand over your login, to sell you a ready-made account, or to share one account between several players. " +
      "Most publishers forbid sharing, buying and selling accounts, and the person who had your login can take the account back whenever they like.</p>" +
      "<h2>5. Check the address before you type anything</h2>" +
      "<p>Phishing sites copy the look of real shops. Open GameZone from a bookmark or by typing the address yourself, rather than from links in direct messages, comments or ads promising free currency. " +
      'If an e-mail mentions an order you do not recognise, do not click its links: sign in to <a href="/account">your account</a> directly and check your purchases there.</p>' +
      "<h2>6. Protect the game account itself</h2>" +
      "<ul>" +
      "<li>Turn on two-step verification wherever your game's account system offers it; Riot, Epic, Roblox and many others do.</li>" +
      "<li>Bind guest accounts to a login before you spend money on them.</li>" +
      "<li>Keep the recovery e-mail and phone number on your game account up to date.</li>" +
      "<li>Use a different password for every game and for your e-mail.</li>" +
      "</ul>" +
      "<h2>7. Keep your receipts</h2>" +
      "<p>GameZone sends a receipt e-mail when you pay and a delivery e-mail when your order is completed, and your account page lists every purchase with its status. " +
      "Keep these until the currency is in your game and for a while after. If you ever need help from us or from the game's own support, the order number and time of purchase make everything faster.</p>" +
      "<h2>If something goes wrong</h2>" +
      "<ol>" +
      "<li>If you think someone else has accessed your game account, change its password, sign out of other devices and contact the game's own support.</li>" +
      "<li>Change the password of the e-mail address linked to the account as well.</li>" +
      "<li>For anything about a GameZone order, write to support@gamezone.example with your order number. Our team is available 24/7, and we will never ask for your password.</li>" +
      "</ol>" +
      '<p>For more on how buying works, see <a href="/guide">How to Buy</a> and our <a href="/faq">FAQ</a>.</p>',
  },

  "what-to-do-when-your-top-up-is-late": {
    title: "What to Do When Your Top-Up Is Late",
    html:
      "<p>Most top-ups arrive within minutes; if yours is taking longer, check your order status first, then work through the steps below. " +
      "If a delivery ever fails, GameZone refunds you automatically, so your money is never left in limbo.</p>" +
      "<h2>How long is normal?</h2>" +
      "<ul>" +
      "<li><strong>Most popular games:</strong> 5–15 minutes after your payment is confirmed.</li>" +
      "<li><strong>Peak hours</strong> (evenings, weekends and big in-game events): 15–30 minutes.</li>" +
      "<li><strong>New or less common games and gift cards:</strong> 30–120 minutes.</li>" +
      "<li><strong>Online bank transfer:</strong> the payment itself takes 1–2 hours to confirm, and delivery starts after that.</li>" +
      "</ul>" +
      '<p>If you are still inside these windows, give it a little more time. Each game page shows its delivery tier, and <a href="/shipping">Delivery Info</a> explains them in detail.</p>' +
      "<h2>Step 1: Check your order status</h2>" +
      '<p>Open <a href="/account">your account</a>, find the order and open it. The order page updates by itself, so there is no need to reload. You will see one of these stages:</p>' +
      "<ul>" +
      "<li><strong>Processing:</strong> your payment is confirmed and the order is being prepared.</li>" +
      "<li><strong>In Progress:</strong> the currency is being delivered to your game account.</li>" +
      "<li><strong>Completed:</strong> the delivery is done. We also send you a delivery e-mail.</li>" +
      "<li><strong>On Hold:</strong> we spotted an issue, for example with the player account or an unusual order, and our support team has already been notified. You do not need to do anything to start the review.</li>" +
      "</ul>" +
      "<p>If the order is still waiting for payment, the payment has not been confirmed yet. Card, e-wallet and QR payments confirm within seconds; bank transfers take longer.</p>" +
      "<h2>Step 2: Check for game maintenance</h2>" +
      "<p>Publishers pause top-ups during maintenance, which usually happens around new seasons and version updates. While a game is down, orders cannot be credited and wait until the servers return. " +
      "Check the game's official news channels or in-game notices. Once maintenance ends, your order continues on its own.</p>" +
      "<h2>Step 3: Restart the game and log in again</h2>" +
      "<p>If your order says Completed but you cannot see the currency:</p>" +
      "<ol>" +
      "<li>Close the game completely, not just to the background, and open it again.</li>" +
      "<li>Make sure you are logged in to the account whose ID is on the order.</li>" +
      "<li>Check your balance in the store screen, and your in-game mail if the game delivers purchases there.</li>" +
      "</ol>" +
      "<p>Many games only refresh your balance on a new login, so this step solves a large share of “missing” top-ups.</p>" +
      "<h2>Step 4: Check the player on the order</h2>" +
      "<p>A wrong account ID is the most common cause of a top-up that “never arrived”. Your order page shows the player ID and nickname for each line. " +
      "If the ID belongs to another account of yours, such as a second account or one on a different server, the currency is waiting there. " +
      "If it belongs to someone you do not know, contact support right away. Currency credited to another existing account generally cannot be taken back, which is why we show the nickname before you pay.</p>" +
      "<h2>If the delivery fails: automatic refund</h2>" +
      "<p>If the game rejects the top-up or we cannot complete it, GameZone refunds the full amount to your original payment method automatically, and the order shows <strong>Refunded</strong>. " +
      'You do not need to ask. How soon the money appears depends on your bank or e-wallet. More details are on our <a href="/returns">Returns &amp; Refunds</a> page.</p>' +
      "<h2>Contact support</h2>" +
      "<p>Write to us if your order says Completed but nothing arrived after a relog, if it has been On Hold for a long time, or if you paid but cannot find the order. " +
      "E-mail support@gamezone.example and include:</p>" +
      "<ul>" +
      "<li>your order number;</li>" +
      "<li>the game and the player ID you entered;</li>" +
      "<li>a short description of what you see, ideally with a screenshot of the order page and your in-game balance.</li>" +
      "</ul>" +
      '<p>Support is available 24/7 by e-mail, and you can also reach us through the live chat in our <a href="/community">community</a>. ' +
      "Please do not place a second order to “push” the first: both would be charged, and the first one is still on its way.</p>",
  },

  "payment-methods-explained-card-e-wallet-qr-and-bank-transfer": {
    title: "Payment Methods Explained: Card, E-Wallet, QR and Bank Transfer",
    html:
      "<p>GameZone offers four payment methods at checkout: card, e-wallet, QR payment and online bank transfer. " +
      "The first three are instant, while bank transfer takes 1–2 hours to confirm. Here is how each one works and how to choose.</p>" +
      "<h2>The four methods</h2>" +
      "<h3>Card</h3>" +
      "<p>Pay with Visa, MasterCard and other cards. Payment is confirmed instantly. Your bank may ask you to approve the payment in its app or with a one-time code; that step happens on your bank's screen, and the code is for your bank only.</p>" +
      "<h3>E-wallet</h3>" +
      "<p>Pay from your e-wallet. You sign in to the wallet on the payment page or in its app and approve the amount. Payment is confirmed instantly.</p>" +
      "<h3>QR payment</h3>" +
      "<p>The payment page shows a QR code. Open your banking app, scan the code and confirm. Payment is confirmed instantly. " +
      "This is handy when you shop on a computer and have your phone in hand; if you are shopping on the same phone, card or e-wallet is usually easier.</p>" +
      "<h3>Online bank transfer</h3>" +
      "<p>Pay directly from your online banking. Because bank transfers take longer to confirm, orders paid this way are delivered in 1–2 hours. " +
      "It is a good choice if you prefer not to use a card, but not when you need your currency before an in-game event ends.</p>" +
      "<h2>How fast your order arrives</h2>" +
      "<p>With card, e-wallet and QR payment, delivery starts the moment the payment is confirmed, and top-ups for our Instant games usually arrive within about 5 minutes of paying. " +
      'Other games follow their delivery tier, which is shown on each game page and explained in <a href="/guides/how-delivery-times-work-instant-fast-and-standard-tiers">How Delivery Times Work</a>. ' +
      "With bank transfer, add the 1–2 hours the payment needs to confirm.</p>" +
      "<h2>What it costs</h2>" +
      "<ul>" +
      "<li><strong>No extra fees from GameZone.</strong> The total at checkout is what we charge, whichever method you choose.</li>" +
      "<li><strong>Prices are charged in USD.</strong> If you pick another currency in the site header, the amounts you see are approximate conversions; checkout marks them as approximate.</li>" +
      "<li><strong>Your bank may charge a fee</strong> for currency conversion or foreign payments. This depends on your bank or card issuer, not on GameZone; check with them if you are unsure.</li>" +
      "</ul>" +
      "<h2>Is it secure?</h2>" +
      "<p>You pay on a secure payment page. GameZone never sees or stores your card details; we only receive confirmation that the payment went through. " +
      "Nobody from GameZone will ever ask for card numbers, security codes or banking passwords by e-mail or in chat.</p>" +
      "<h2>Checkout step by step</h2>" +
      "<ol>" +
      "<li>Add packages to your cart, or use <strong>Buy now</strong>. Each cart line is a package for one checked player.</li>" +
      "<li>Go to checkout and review the order summary. If a price changed since you added an item, you confirm the new price before paying.</li>" +
      "<li>Choose your payment method.</li>" +
      "<li>Enter the contact e-mail for your receipt and delivery updates.</li>" +
      "<li>Tap <strong>Pay</strong>. The secure payment page opens; complete the payment there.</li>" +
      "<li>You return to GameZone, where the order page follows your delivery live. We e-mail a receipt when you pay and a delivery confirmation when the order is completed.</li>" +
      "</ol>" +
      "<p>If you cancel on the payment page, nothing is charged and your cart stays as it was.</p>" +
      "<h2>If a payment fails</h2>" +
      "<p>A declined or expired payment shows as <strong>Failed</strong> or <strong>Expired</strong> on the order, and no delivery starts. You can try again or choose another method. " +
      "If money left your account but the order still shows as awaiting payment after the usual time for your method, write to support@gamezone.example with the order number and the time you paid.</p>" +
      '<p>For the full list of accepted methods, see <a href="/payments">Payment Options</a>.</p>',
  },

  "how-delivery-times-work-instant-fast-and-standard-tiers": {
    title: "How Delivery Times Work: Instant, Fast and Standard Tiers",
    html:
      "<p>Every game on GameZone belongs to one of three delivery tiers, Instant (5–10 minutes), Fast (10–30 minutes) or Standard (30–120 minutes), and each game page shows its tier. " +
      "This guide explains what each tier means, which games are in it and what can make a delivery quicker or slower.</p>" +
      "<h2>When the clock starts</h2>" +
      "<p>Delivery times count from the moment your payment is confirmed. Card, e-wallet and QR payments confirm within seconds; an online bank transfer takes 1–2 hours before delivery can begin. " +
      "You can follow each step live on your order page.</p>" +
      "<h2>Instant: 5–10 minutes</h2>" +
      "<p>Direct top-ups to your player ID for the biggest mobile games:</p>" +
      "<ul>" +
      '<li><a href="/games/pubg-mobile">PUBG Mobile</a> (UC)</li>' +
      '<li><a href="/games/free-fire">Free Fire</a> (Diamonds)</li>' +
      '<li><a href="/games/call-of-duty-mobile">Call of Duty: Mobile</a> (CP)</li>' +
      '<li><a href="/games/mobile-legends-bang-bang">Mobile Legends: Bang Bang</a> (Diamonds)</li>' +
      "</ul>" +
      "<p>Honor of Kings, Arena of Valor and Lords Mobile are in this tier too.</p>" +
      "<h2>Fast: 10–30 minutes</h2>" +
      "<p>Top-ups for these games take a little longer to confirm with the publisher:</p>" +
      "<ul>" +
      '<li><a href="/games/genshin-impact">Genshin Impact</a> (Genesis Crystals)</li>' +
      '<li><a href="/games/roblox">Roblox</a> (Robux)</li>' +
      '<li><a href="/games/fortnite">Fortnite</a> (V-Bucks and Fortnite Crew)</li>' +
      '<li><a href="/games/valorant">VALORANT</a> (VALORANT Points)</li>' +
      "</ul>" +
      "<p>Most other games in our catalogue, including Honkai: Star Rail, League of Legends, Apex Legends and the Clash games, are also in the Fast tier.</p>" +
      "<h2>Standard: 30–120 minutes</h2>" +
      "<p>Gift cards and wallet codes for the big platform stores:</p>" +
      "<ul>" +
      '<li><a href="/games/steam-wallet">Steam Wallet</a></li>' +
      '<li><a href="/games/playstation-store">PlayStation Store</a></li>' +
      '<li><a href="/games/xbox-gift-card">Xbox Gift Card</a></li>' +
      '<li><a href="/games/nintendo-eshop">Nintendo eShop</a></li>' +
      "</ul>" +
      "<p>These are not credited to a player ID. Each code is issued for the card region you choose, and it reaches you by e-mail and on your order page.</p>" +
      "<h2>How gift card codes arrive</h2>" +
      "<ol>" +
      "<li>At checkout, pick the card region that matches your store account. A code from another region usually cannot be redeemed.</li>" +
      "<li>When the order is completed, the code is sent to your contact e-mail and shown on the order page, with a serial number where the card has one.</li>" +
      "<li>Redeem it in the store's own redeem option, on your console or in the store's app or website.</li>" +
      "</ol>" +
      "<p>Treat a code like cash: anyone who sees it can redeem it. Do not post screenshots of it, and redeem it soon after it arrives.</p>" +
      "<h2>Where your account is matters too</h2>" +
      "<p>Delivery speed also depends on the region your game account is registered in:</p>" +
      "<ul>" +
      "<li><strong>Asia-Pacific:</strong> usually the fastest.</li>" +
      "<li><strong>North America:</strong> fast.</li>" +
      "<li><strong>Europe:</strong> standard.</li>" +
      "<li><strong>Other regions:</strong> times may vary.</li>" +
      "</ul>" +
      "<h2>What can slow a delivery down</h2>" +
      "<ul>" +
      "<li><strong>Peak hours.</strong> Evenings, weekends and the launch of a new season or banner can add 15–30 minutes.</li>" +
      "<li><strong>Game maintenance.</strong> While a game is down for updates, top-ups wait until it is back online.</li>" +
      "<li><strong>Reviews.</strong> Unusual orders, such as many top-ups to one player in a short time, may be put <strong>On Hold</strong> for a quick check. Our support team is notified automatically.</li>" +
      "<li><strong>Bank transfer.</strong> The payment must confirm before delivery starts.</li>" +
      "</ul>" +
      "<h2>Plan around deadlines</h2>" +
      "<p>If you need currency before a banner, sale or season ends, leave yourself at least the longest time for the game's tier, plus extra during peak hours. " +
      "Pay with card, e-wallet or QR payment so delivery starts straight away, and check the player details carefully: a corrected order starts its clock again.</p>" +
      '<p>If a delivery cannot be completed at all, you receive a full refund automatically. For anything that takes longer than its tier, follow <a href="/guides/what-to-do-when-your-top-up-is-late">What to Do When Your Top-Up Is Late</a> or write to support@gamezone.example with your order number.</p>',
  },

  "getting-the-most-from-your-top-up-bonuses-passes-and-budgets": {
    title: "Getting the Most From Your Top-Up: Bonuses, Passes and Budgets",
    html:
      "<p>Getting good value from a top-up comes down to four things: reading package names, understanding bonus currency, choosing between passes and one-off packs, and setting a budget before you buy. " +
      "Here is how to do each, plus what you should know about refunds.</p>" +
      "<h2>Read the package name: base plus bonus</h2>" +
      "<p>Many packages show two numbers, for example <em>980 + 110 Genesis Crystals</em>. The first is the base amount, the second the bonus, and you receive both: 1,090 Crystals in this case. " +
      "Some games fold the bonus into a single figure instead, so <em>706 Diamonds</em> in Mobile Legends already includes its bonus. Either way, the package name tells you exactly what arrives in your account.</p>" +
      "<p>To compare packages, work out the price per 100 units. Using Genshin Impact as an example:</p>" +
      "<ul>" +
      "<li>60 Crystals for $0.99 is about $1.65 per 100.</li>" +
      "<li>980 + 110 Crystals for $14.99 is about $1.38 per 100.</li>" +
      "<li>6480 + 1600 Crystals for $94.99 is about $1.18 per 100.</li>" +
      "</ul>" +
      "<p>Bigger packs are cheaper per unit, but only save you money if you will actually spend the currency.</p>" +
      "<h2>First top-up bonuses</h2>" +
      "<p>Several games, including Genshin Impact, Honkai: Star Rail and Mobile Legends, give extra currency the first time you buy certain amounts, and some reset these bonuses from time to time. " +
      "A <strong>First top-up bonus</strong> badge on a package points to such an amount. Whether the extra is added to your account is decided by the game and depends on your purchase history there. " +
      "What GameZone guarantees is the amount in the package name; anything the game adds is a welcome extra.</p>" +
      "<h2>Compare-at (“was”) prices</h2>" +
      "<p>A struck-through price next to a package is the price it normally sells for, and the price you pay is the lower one next to it. The discount is real, but a “was” price is not a reason to buy a larger pack than you need. " +
      "Prices can change, and if one changes after you have added a package to your cart, checkout asks you to confirm the new price. You never pay a price you have not seen.</p>" +
      "<h2>Passes vs one-off packs</h2>" +
      "<p>Many games sell passes alongside currency packs:</p>" +
      "<ul>" +
      "<li><strong>Subscriptions</strong> such as Fortnite Crew, available on GameZone, or Genshin Impact's Blessing of the Welkin Moon in the game's own shop spread their rewards over a month. They give the most currency per dollar, but only if you log in regularly; missed days are missed rewards.</li>" +
      "<li><strong>Season passes</strong>, such as battle passes bought with currency, reward you for playing through a season. Great value if you play all season, poor value if you stop halfway.</li>" +
      "<li><strong>One-off packs</strong> have no commitment. They suit players who play in bursts or are saving for one specific skin, character or banner.</li>" +
      "</ul>" +
      "<p>A simple rule: if you play most days, a pass usually wins; if you play now and then, buy packs when you actually need them.</p>" +
      "<h2>Budget before you buy</h2>" +
      "<ul>" +
      '<li>Decide on a monthly amount and stick to it. <a href="/account">Your account</a> lists every purchase, which makes it easy to see what you have spent.</li>' +
      "<li>Save for a specific goal, such as a banner or a skin, instead of topping up on impulse.</li>" +
      "<li>Do not let countdown timers rush you. Most limited offers return in some form.</li>" +
      "<li>GameZone has no bulk discounts or loyalty points, so splitting or combining orders does not change the price. Buy what you need, when you need it.</li>" +
      "</ul>" +
      "<h2>Know the refund rules</h2>" +
      "<p>Once currency has been delivered to your game account, it generally cannot be refunded: it has been credited by the game and cannot be taken back. " +
      "The same applies to top-ups sent to a wrong but existing player ID, so always read the nickname the player check shows. " +
      'If a delivery fails, you get a full refund automatically, without having to ask. The details are on our <a href="/returns">Returns &amp; Refunds</a> page, and support@gamezone.example is there 24/7 if you have questions about an order.</p>',
  },
};
