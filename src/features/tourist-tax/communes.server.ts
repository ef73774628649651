import "server-only";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { sqlStateOf, UNIQUE_VIOLATION } from "@/db/errors";
import { communes, communeTaxRules, properties } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { addDays, FIRST_RULE_DAY, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { ApiError, notFound } from "@/lib/http";
import { centsToEuros, eurosToCents } from "@/lib/money";
import {
  TOURIST_TAX_LIMITS,
  type AddCommune,
  type AddCommuneRule,
  type Commune,
  type CommuneList,
  type CommuneRule,
} from "./schemas";

type RuleRow = typeof communeTaxRules.$inferSelect;

/** Rules as the owner reads them, earliest first, the one in force today marked. */
export function rulesShown(rows: readonly RuleRow[], today: CalendarDate): CommuneRule[] {
  const sorted = [...rows].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const current = sorted.findLast((row) => row.effectiveFrom <= today);
  return sorted.map((row) => ({
    id: row.id,
    from: row.effectiveFrom,
    kind: row.kind,
    amount: centsToEuros(row.amountCents),
    childrenUnder: row.exemptUnderAge,
    inForce: row.id === current?.id,
    coming: row.effectiveFrom > today,
  }));
}

/** Every commune with its homes and rules, by name. */
export async function listCommunes(): Promise<CommuneList> {
  const db = await getDb();
  const [rows, rules, homes] = [
    await db.select().from(communes).orderBy(asc(communes.name)),
    await db.select().from(communeTaxRules),
    await db
      .select({ id: properties.id, name: properties.name, communeId: properties.communeId })
      .from(properties)
      .orderBy(asc(properties.name)),
  ];
  const today = todayInBrussels();
  return {
    communes: rows.map((row): Commune => ({
      id: row.id,
      name: row.name,
      homes: homes
        .filter((home) => home.communeId === row.id)
        .map(({ id, name }) => ({ id, name })),
      rules: rulesShown(
        rules.filter((rule) => rule.communeId === row.id),
        today,
      ),
    })),
  };
}

function ruleValues(rule: AddCommune["rule"]) {
  return {
    kind: rule.kind,
    amountCents: eurosToCents(rule.amount),
    exemptUnderAge: rule.childrenUnder,
  };
}

const nameTaken = (name: string) =>
  new ApiError("CONFLICT", `There is already a commune named ${name}`, {
    details: [{ path: "name", message: `There is already a commune named ${name}` }],
  });

/** Adds a commune with the rule it taxes by from now on (and for every night before). */
export async function addCommune(actor: string, input: AddCommune): Promise<Commune> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: communes.id })
        .from(communes)
        .where(sql`lower(${communes.name}) = lower(${input.name})`);
      if (taken) throw nameTaken(input.name);
      const [total] = await tx.select({ n: count() }).from(communes);
      if ((total?.n ?? 0) >= TOURIST_TAX_LIMITS.communes) {
        throw new ApiError("CONFLICT", `At most ${TOURIST_TAX_LIMITS.communes} communes`);
      }
      const [commune] = await tx.insert(communes).values({ name: input.name }).returning();
      if (!commune) throw new Error("the commune was not stored");
      const [rule] = await tx
        .insert(communeTaxRules)
        .values({ communeId: commune.id, effectiveFrom: FIRST_RULE_DAY, ...ruleValues(input.rule) })
        .returning();
      if (!rule) throw new Error("the commune's rule was not stored");
      await recordActivity(tx, {
        actor,
        action: "commune.add",
        subject: { kind: "commune", id: commune.id },
        after: { name: commune.name, rule: input.rule },
      });
      return {
        id: commune.id,
        name: commune.name,
        homes: [],
        rules: rulesShown([rule], todayInBrussels()),
      };
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw nameTaken(input.name);
    throw error;
  }
}

/** Removes a commune no home is in: one added by mistake. */
export async function removeCommune(actor: string, id: string): Promise<{ id: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [commune] = await tx.select().from(communes).where(eq(communes.id, id)).for("update");
    if (!commune) throw notFound("Commune");
    const [home] = await tx
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.communeId, id))
      .limit(1);
    if (home) {
      throw new ApiError(
        "CONFLICT",
        `${home.name} is in ${commune.name}: move its homes to another commune first`,
      );
    }
    await tx.delete(communes).where(eq(communes.id, id));
    await recordActivity(tx, {
      actor,
      action: "commune.remove",
      subject: { kind: "commune", id },
      before: { name: commune.name },
    });
    return { id };
  });
}

async function lockedCommune(tx: Transaction, id: string) {
  const [commune] = await tx.select().from(communes).where(eq(communes.id, id)).for("update");
  if (!commune) throw notFound("Commune");
  return commune;
}

const invalidFrom = (message: string) =>
  new ApiError("INVALID_INPUT", message, { details: [{ path: "from", message }] });

/**
 * Lines up a commune's coming rule: it taxes the nights from its day on. Only after today, so a
 * price already quoted today stays the price of today's bookings.
 */
export async function addCommuneRule(
  actor: string,
  communeId: string,
  input: AddCommuneRule,
): Promise<CommuneRule> {
  const today = todayInBrussels();
  if (input.from <= today) {
    throw invalidFrom("A new rule must start after today: stays already booked keep their tax");
  }
  if (input.from > addDays(today, TOURIST_TAX_LIMITS.yearsAhead * 366)) {
    throw invalidFrom(
      `A new rule can start at most ${TOURIST_TAX_LIMITS.yearsAhead} years from today`,
    );
  }
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const commune = await lockedCommune(tx, communeId);
      const [coming] = await tx
        .select({ n: count() })
        .from(communeTaxRules)
        .where(
          and(eq(communeTaxRules.communeId, communeId), gt(communeTaxRules.effectiveFrom, today)),
        );
      if ((coming?.n ?? 0) >= TOURIST_TAX_LIMITS.comingRules) {
        throw new ApiError(
          "CONFLICT",
          `At most ${TOURIST_TAX_LIMITS.comingRules} coming rules per commune: remove one first`,
        );
      }
      const [rule] = await tx
        .insert(communeTaxRules)
        .values({ communeId, effectiveFrom: input.from, ...ruleValues(input) })
        .returning();
      if (!rule) throw new Error("the commune's rule was not stored");
      await recordActivity(tx, {
        actor,
        action: "commune.rule.add",
        subject: { kind: "commune", id: communeId },
        after: { commune: commune.name, ...input },
      });
      const [shown] = rulesShown([rule], today);
      if (!shown) throw new Error("the commune's rule was not shown");
      return shown;
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      throw new ApiError("CONFLICT", `This commune already has a rule from ${input.from}`);
    }
    throw error;
  }
}

/** Removes a coming rule; one in force or past stays, as stays were priced by it. */
export async function removeCommuneRule(
  actor: string,
  communeId: string,
  ruleId: string,
): Promise<{ id: string }> {
  const today = todayInBrussels();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const commune = await lockedCommune(tx, communeId);
    const [rule] = await tx
      .select()
      .from(communeTaxRules)
      .where(and(eq(communeTaxRules.id, ruleId), eq(communeTaxRules.communeId, communeId)));
    if (!rule) throw notFound("Rule");
    if (rule.effectiveFrom <= today) {
      throw new ApiError(
        "CONFLICT",
        "A rule in force or past cannot be removed: stays were priced by it",
      );
    }
    await tx.delete(communeTaxRules).where(eq(communeTaxRules.id, ruleId));
    await recordActivity(tx, {
      actor,
      action: "commune.rule.remove",
      subject: { kind: "commune", id: communeId },
      before: {
        commune: commune.name,
        from: rule.effectiveFrom,
        kind: rule.kind,
        amount: centsToEuros(rule.amountCents),
        childrenUnder: rule.exemptUnderAge,
      },
    });
    return { id: ruleId };
  });
}
