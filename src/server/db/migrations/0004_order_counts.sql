CREATE TABLE "order_counts" (
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "order_counts_scope_status_day_pk" PRIMARY KEY("scope","status","day")
);
