/** The operator CLI's help: every command group and its options. */
export const usage = `Operator CLI: npm run admin -- <command> [options]

Commands (all take --merchant CODE, default: DEFAULT_MERCHANT or "demo"):
  maintenance on|off [--message TEXT]     switch the maintenance page
  restrict allow-country|block-country|allow-ip|block-ip VALUE [--remove]
                                          country codes (PH) or IPs / CIDRs (203.0.113.0/24)
  module MODID on|off                     toggle a white-label module (e.g. DIRECTREG3)
  register-field FIELD --enabled B --required B --pattern P --pattern-id N --min N --max N
                                          edit the registration validation of one field
  brand show                              print the brand's settings, modules and rules
  brand set JSON                          merge top-level keys into the brand settings
  domain list                             the hosts the brand is served on, and how links reach them
  domain add HOST [--kind primary|mirror] [--scheme https|http] [--port N]
                                          list a host (mirror, https unless told); links in mails,
                                          payments and games use these hosts only
  domain remove HOST                      stop serving the brand on a host
  member create --username U --password P [--default-password] [--type N]
         [--mobile +639171234567] [--email E] [--payee-name N] [--upline U] [--affiliate-code C]
                                          create a member or agent (type 1, 2, 41, 42); with
                                          --default-password the member must change it at login
         [--series N [--mode Lott|ZY|Elott|SEA]]
                                          --series: its lottery prize series (every prize mode, or
                                          one), at most its upline's, at least the brand's floor
  member show USERNAME                    print a member and its upline chain
  member series USERNAME [N] [--mode M]   show the member's prize series per mode, or set it (all
                                          modes, or one); refused above its upline's, below the
                                          brand's floor or below one of its downlines'
  outbox [--target T] [--limit N]         the newest SMS and emails of the local providers
  wallet adjust USERNAME AMOUNT --memo TEXT [--key K]
                                          credit (AMOUNT 100.00) or debit (-100.00) a member's main
                                          wallet against the house adjustments account; --key makes
                                          a retry safe (default: one key per call)
  wallet show USERNAME                    the member's wallets
  vendor list                             the brand's game vendors with their switches and config
  vendor set CODE JSON                    {"enabled":false}, {"maintenance":true} or
                                          {"config":{"baseUrl":"https://...","secretEnv":"VAR"}}
  channel list                            the deposit channels with limits, fee and config
  channel set CODE JSON                   change a channel: {"enabled":false}, {"minAmount":10000},
                                          {"maxAmount":N}, {"feeBps":N}, {"feeFixed":N} (minor units)
                                          or {"config":{...}} merged into its config (e.g. baseUrl)
  deposit list [--status S] [--limit N]   the newest deposit orders (S: pending, paid, rejected,
                                          failed or expired)
  deposit confirm ORDERREF                a manual transfer arrived: credit the member (once)
  deposit reject ORDERREF --memo TEXT     refuse a pending manual order
  withdraw list [--status S] [--limit N]  the newest withdrawals (S: pending, paid, rejected,
                                          confirmed or disputed)
  withdraw pay ORDERREF                   the money was sent: post the held amount (once)
  withdraw reject ORDERREF --memo TEXT    refuse: the held amount is released to the member
  lottery result GAME NUMERO WINNO        enter an official draw's result (e.g. FC3D 2026327 1,2,3)
                                          once it has closed, and settle its tickets (once)
  lottery cancel GAME NUMERO              call a draw off: every ticket on it is refunded
  lottery tick                            advance the draws now: open, close, draw, settle
  contract offer USERNAME KIND TIERS      the platform offers a top agent (no upline) a contract:
                                          KIND dividend, daily, hourly or realtime; TIERS
                                          RATE[:MIN_TURNOVER[:MIN_USERS[:MIN_LOSS]]], comma-separated
                                          (e.g. 1:0:0:0,2:1000:3:0); --mode fixed|floating
                                          (dividends); --accept: in force at once
  contract list USERNAME                  the agent's contracts from its upline or the platform
  promo put FILE                          save the promotion a JSON file defines (by its code);
                                          the fields: docs/product/agents-and-promotions.md#promotions
  promo list                              every promotion of the brand, on or off
  promo enable CODE on|off                show or hide a promotion
  promo applications [--status S]         applications to review (S: applying, rejected, issued)
  promo issue ID [--amount BASE]          pay an application's bonus (percent or tiered on BASE)
  promo reject ID --memo TEXT             refuse an application; the member reads the memo
  mall put FILE                           save the point mall items a JSON array defines (by code):
                                          code, kind cash|physical, title, description, image,
                                          points, amount (minor units, cash), stock, enabled, sort
  mall list                               every item of the point mall, on or off, with stock
  mall orders [--status S] [--limit N]    redemptions, oldest first (S: in_process, approved, rejected)
  mall approve ID                         approve a redemption: a cash item pays qty x amount (once)
  mall reject ID --memo TEXT              refuse a redemption: points and stock go back
  contact list                            the brand's official staff contacts (Verify Representative)
  contact add KIND HANDLE --label TEXT    list a contact: KIND phone, whatsapp, zalo or telegram;
                                          HANDLE as people write it (+63 917..., @name, t.me/name)
  contact remove KIND HANDLE              it is no longer the brand's
  feedback list [--status S] [--limit N] members' feedback, oldest first (S: open, the default, or
                                          replied), with the stored image files
  feedback reply ID --message TEXT        answer a feedback: the member gets it as a platform message
  message member USERNAME --title T --body TEXT
                                          a platform message (plain text) to one member; also
                                          message brand | vip LEVEL (that level and above) |
                                          team AGENT (the agent and its whole downline)
  staff create --username U --password P [--role support|admin]
                                          a support-console account; prints its authenticator secret once
  staff disable|enable --username U       stop (and sign out) or restore a staff account
`;
