import "server-only";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { site } from "@/lib/site";
import { addOwnerGate } from "./owner-gate";
import { newApiApp, type ApiEnv } from "./pipeline";
import { addAvailabilityAlertRoutes } from "./routes/availability-alerts";
import { addBookingRoutes } from "./routes/bookings";
import { addCatalogueRoutes } from "./routes/catalogue";
import { addChannelCalendarRoutes } from "./routes/channel-calendar";
import { addGuestRoutes } from "./routes/guests";
import { addOwnerRoutes } from "./routes/owner";
import { addOwnerBookingRoutes } from "./routes/owner-bookings";
import { addOwnerCalendarRoutes } from "./routes/owner-calendar";
import { addOwnerExtraRoutes } from "./routes/owner-extras";
import { addOwnerPromoCodeRoutes } from "./routes/owner-promo-codes";
import { addOwnerGiftVoucherRoutes } from "./routes/owner-gift-vouchers";
import { addGiftVoucherRoutes } from "./routes/gift-vouchers";
import { addOwnerOfficeRoutes } from "./routes/owner-office";
import { addOwnerPasskeyRoutes } from "./routes/owner-passkeys";
import { addOwnerPhotoRoutes } from "./routes/owner-photos";
import { addOwnerHomeRoutes } from "./routes/owner-homes";
import { addOwnerSeasonRoutes } from "./routes/owner-seasons";
import { addOwnerTouristTaxRoutes } from "./routes/owner-tourist-tax";
import { addOwnerReportRoutes } from "./routes/owner-reports";
import { addOwnerVatRoutes } from "./routes/owner-vat";
import { addPaymentRoutes } from "./routes/payments";
import { addReviewRoutes } from "./routes/reviews";
import { addSiteRoutes } from "./routes/site";
import { addTravellerRegisterRoutes } from "./routes/traveller-register";

export const OPENAPI_PATH = "/api/openapi.json";

function buildApiApp(): OpenAPIHono<ApiEnv> {
  const app = newApiApp();
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "The session token from verify-code",
  });
  addCatalogueRoutes(app);
  addBookingRoutes(app);
  addPaymentRoutes(app);
  addGuestRoutes(app);
  // Before every /api/owner/* route, so it answers before any of them.
  addOwnerGate(app);
  addOwnerRoutes(app);
  addOwnerPasskeyRoutes(app);
  addOwnerBookingRoutes(app);
  addOwnerCalendarRoutes(app);
  addOwnerOfficeRoutes(app);
  addOwnerPhotoRoutes(app);
  addOwnerHomeRoutes(app);
  addOwnerSeasonRoutes(app);
  addOwnerExtraRoutes(app);
  addOwnerPromoCodeRoutes(app);
  addOwnerGiftVoucherRoutes(app);
  addGiftVoucherRoutes(app);
  addOwnerVatRoutes(app);
  addOwnerReportRoutes(app);
  addOwnerTouristTaxRoutes(app);
  addTravellerRegisterRoutes(app);
  addReviewRoutes(app);
  addChannelCalendarRoutes(app);
  addSiteRoutes(app);
  addAvailabilityAlertRoutes(app);
  app.doc31(OPENAPI_PATH, {
    openapi: "3.1.0",
    // The site that serves the document, wherever it runs: a generated client is given its address.
    servers: [{ url: "/", description: site.name }],
    info: {
      title: `${site.name} API`,
      version: "1",
      description:
        "The booking site's JSON API. Every error responds with { error, code, details? }; dates of stays are YYYY-MM-DD in Europe/Brussels.",
    },
  });
  return app;
}

let app: OpenAPIHono<ApiEnv> | undefined;

/** The one API application: every /api/* route, built on first use (it reads the configuration). */
export function apiApp(): OpenAPIHono<ApiEnv> {
  app ??= buildApiApp();
  return app;
}
