// SPDX-License-Identifier: MIT
// Runs every core test, or the one named on the command line.
#include "test_macros.h"

#include <string.h>

const char *g_testFailure;
char g_testBuffer[512];

#define ENTRY(name) {#name, name},
static const TestCase s_tests[] = {TEST_LIST(ENTRY)};

int main(int argc, char **argv)
{
	int failed = 0, ran = 0;
	for (size_t i = 0; i < sizeof s_tests / sizeof s_tests[0]; ++i) {
		if (argc > 1 && strcmp(argv[1], s_tests[i].name) != 0)
			continue;
		g_testFailure = NULL;
		int result = s_tests[i].fcn();
		++ran;
		if (result != 0) {
			printf("not ok %s: %s\n", s_tests[i].name, g_testFailure ? g_testFailure : "failed");
			++failed;
		} else {
			printf("ok %s\n", s_tests[i].name);
		}
	}
	return (failed > 0 || ran == 0) ? 1 : 0;
}
