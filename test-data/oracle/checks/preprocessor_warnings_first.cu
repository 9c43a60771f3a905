// ORACLE-FLAGS: -DTESTING
// gcc's warnings come first, in gcc's order, with the previous
// definition's note when it was written in a file.
#include "preprocessor_warnings_first.h"
#define LIMIT 4
#define LIMIT 8
int g_unused_flag = LIMIT;
int main() { return undefined_name; }
