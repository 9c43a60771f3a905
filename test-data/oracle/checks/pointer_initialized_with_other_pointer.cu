// A pointer initialized with a pointer no implicit conversion takes to its
// type (to another builtin type, from void *, dropping a const) is an
// error; to void *, adding a const, and a string literal to char * (only
// deprecated) are not.
#include <cstdlib>
int g(int *p, const int *cq, float *fp, char *s) {
    int *a = (int *)malloc(4);
    int *b = malloc(4);
    float *c = p;
    int *d = cq;
    const int *e = p;
    void *v = p;
    char *t = "lit";
    unsigned char *u = s;
    float *same = fp;
    return *a + *b + (int)*c + *d + *e + (v != 0) + *t + *u + (int)*same;
}
