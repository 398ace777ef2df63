// SPDX-License-Identifier: MIT
// The scene-quality harness (make quality): runs the scenes of scenes.h on one engine and prints a
// table of their metrics against their targets. It measures quality, never time, and its exit
// status does not depend on the metrics (only a bad command line fails).
//
//   quality [scene...]            the table (every scene when none is named; a name that is no
//                                 scene's picks every scene whose name contains it)
//   quality --tsv [scene...]      scene<TAB>metric<TAB>value<TAB>op<TAB>threshold lines
//   quality --list                the scenes' names
//   quality --cheap               the cheap scenes only (two: what the valgrind run of the specs keeps)
//   quality --v3 FILE [scene...]  the table with a v3 column, read from FILE (the v3 build's --tsv)
#include "scenes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Reference {
	char scene[64], metric[64];
	double value;
} Reference;

static Reference *references;
static int referenceCount;

static void readReferences(const char *path)
{
	FILE *file = fopen(path, "r");
	if (file == NULL) {
		fprintf(stderr, "quality: cannot read %s\n", path);
		exit(2);
	}
	char line[512];
	int capacity = 0;
	while (fgets(line, sizeof line, file)) {
		Reference ref;
		if (sscanf(line, "%63[^\t]\t%63[^\t]\t%lf", ref.scene, ref.metric, &ref.value) != 3)
			continue;
		if (referenceCount == capacity) {
			capacity = capacity ? 2 * capacity : 64;
			references = realloc(references, (size_t)capacity * sizeof *references);
			if (references == NULL)
				exit(2);
		}
		references[referenceCount++] = ref;
	}
	fclose(file);
}

static const Reference *findReference(const char *scene, const char *metric)
{
	for (int i = 0; i < referenceCount; ++i)
		if (strcmp(references[i].scene, scene) == 0 && strcmp(references[i].metric, metric) == 0)
			return &references[i];
	return NULL;
}

static bool meets(double value, qOp op, double threshold)
{
	return op == qOp_le ? value <= threshold : value >= threshold;
}

static const char *opName(qOp op) { return op == qOp_le ? "<=" : ">="; }

// The scene of that name, else every scene whose name contains it ("stack", "chain").
static int findScenes(const char *name, const qScene **found, int capacity)
{
	for (int i = 0; i < q_sceneCount; ++i)
		if (strcmp(q_scenes[i].name, name) == 0) {
			found[0] = &q_scenes[i];
			return 1;
		}
	int count = 0;
	for (int i = 0; i < q_sceneCount && count < capacity; ++i)
		if (strstr(q_scenes[i].name, name) != NULL)
			found[count++] = &q_scenes[i];
	return count;
}

int main(int argc, char **argv)
{
	bool tsv = false;
	const qScene *chosen[256];
	int chosenCount = 0;
	for (int i = 1; i < argc; ++i) {
		if (strcmp(argv[i], "--tsv") == 0) {
			tsv = true;
		} else if (strcmp(argv[i], "--list") == 0) {
			for (int s = 0; s < q_sceneCount; ++s)
				printf("%s\n", q_scenes[s].name);
			return 0;
		} else if (strcmp(argv[i], "--cheap") == 0) {
			for (int s = 0; s < q_sceneCount && chosenCount < 256; ++s)
				if (q_scenes[s].cheap)
					chosen[chosenCount++] = &q_scenes[s];
		} else if (strcmp(argv[i], "--v3") == 0 && i + 1 < argc) {
			readReferences(argv[++i]);
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "usage: %s [--tsv | --list | --cheap | --v3 FILE] [scene...]\n", argv[0]);
			return 2;
		} else {
			int found = findScenes(argv[i], chosen + chosenCount, 256 - chosenCount);
			if (found == 0) {
				fprintf(stderr, "quality: no scene '%s' (--list lists them)\n", argv[i]);
				return 2;
			}
			chosenCount += found;
		}
	}
	if (chosenCount == 0)
		for (int s = 0; s < q_sceneCount && s < 256; ++s)
			chosen[chosenCount++] = &q_scenes[s];

	bool withV3 = referenceCount > 0;
	if (!tsv) {
		printf("%-26s %-22s %11s", "scene", "metric", q_engine_name());
		if (withV3)
			printf(" %11s", "v3");
		printf("   %-13s %s\n", "target", "ok");
	}
	int passed = 0, failed = 0, v3Missed = 0;
	for (int s = 0; s < chosenCount; ++s) {
		qReport report = {0};
		chosen[s]->run(&report);
		for (int m = 0; m < report.count; ++m) {
			const qMetric *metric = &report.metrics[m];
			if (tsv) {
				printf("%s\t%s\t%.6g\t%s\t%.6g\n", chosen[s]->name, metric->name, metric->value, opName(metric->op),
					   metric->threshold);
				continue;
			}
			bool ok = meets(metric->value, metric->op, metric->threshold);
			ok ? passed++ : failed++;
			printf("%-26s %-22s %11.4g", chosen[s]->name, metric->name, metric->value);
			const char *note = "";
			if (withV3) {
				const Reference *ref = findReference(chosen[s]->name, metric->name);
				if (ref == NULL) {
					printf(" %11s", "-");
				} else {
					printf(" %11.4g", ref->value);
					if (!meets(ref->value, metric->op, metric->threshold)) {
						note = "  (v3 misses)";
						v3Missed++;
					}
				}
			}
			printf("   %s %-10.4g %s%s\n", opName(metric->op), metric->threshold, ok ? "ok" : "FAIL", note);
		}
		fflush(stdout);
	}
	if (!tsv) {
		printf("%d metrics: %d ok, %d FAIL", passed + failed, passed, failed);
		if (withV3)
			printf("; v3 misses %d", v3Missed);
		printf("\n");
	}
	free(references);
	return 0;
}
