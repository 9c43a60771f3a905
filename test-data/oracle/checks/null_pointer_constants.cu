// Null pointer constants: NULL (g++'s __null), literal zeros of any base,
// suffix or character spelling, parenthesized or cast to an integer type.
// A computed zero, a named constant or a bool is not one.
#include <cstdio>
#include <cstdlib>
const int zero = 0;
__host__ __device__ void use(const void *) {}
__global__ void kernel(float *out) {
    float *a = NULL;
    float *b = 0L;
    char *c = '\0';
    int *d = 0u;
    int *e = (0);
    int *f = 0x0;
    int *g = (int)0;
    int *h = static_cast<long>(0);
    use(a); use(b); use(c); use(d); use(e); use(f); use(g); use(h);
    out[0] = 0;
}
int main() {
    float *d_A = NULL;
    FILE *file = NULL;
    const char *name = NULL;
    int *bad1 = (1 - 1);
    int *bad2 = false;
    int *bad3 = zero;
    int *bad4 = -0;
    use(d_A); use(file); use(name); use(bad1); use(bad2); use(bad3); use(bad4);
    return d_A == 0;
}
