// A literal touching a macro's name: gcc takes them apart (the macro
// expands) and warns; a suffix with a single leading underscore is a
// user-defined literal's and stays.
#include <cstdio>
#include <cinttypes>
#define NODE_FMT "%d"
extern "C"__global__ void kernel(int *p) { p[0] = 1; }
int main() {
    long long v = 3;
    printf("value %"PRId64" node ("NODE_FMT")\n", (int64_t)v, 2);
    return 0;
}
