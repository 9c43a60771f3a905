// Narrowing conversions of list-initializations: a warning (#2361). A
// floating value to an integer always; to a smaller floating type, from an
// integer to a floating type, or to an integer type that cannot hold every
// value only when the value is not a constant.
void h(double d, long l, int i, float fl) {
    int a{2.5};
    int b{d};
    int c = {2.5};
    float f{d};
    float g{1.5};
    char ch2{100};
    int e{l};
    unsigned u2{i};
    long long ll{i};
    double dd{i};
    double de{fl};
    int arr[2] = {1.5, 2};
    short sh{i};
    const int k = 3;
    short sk{k};
    (void)a; (void)b; (void)c; (void)f; (void)g; (void)ch2; (void)e; (void)u2;
    (void)ll; (void)dd; (void)de; (void)arr; (void)sh; (void)sk;
}
__global__ void kernel(float *out, int n) {
    int m{out[0]};
    float x{n};
    out[1] = m + x;
}
