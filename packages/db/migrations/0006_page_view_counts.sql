CREATE TABLE "page_view_counts" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_counts_pk" PRIMARY KEY("day","path","dimension","value")
);
