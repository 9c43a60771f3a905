// An arithmetic variable other than bool initialized with a pointer, an
// array (a string literal is "const char *") or nullptr is an error; the
// valid look-alikes (pointer differences, subscripts, dereferences,
// comparisons, casts) are not.
#include <cstdint>
#include <cstddef>
#include <cstring>
struct S { int a[4]; int *p; char name[8]; };
__device__ float dev(const float *x, int n) {
    unsigned u = x;
    float v = x[n];
    float w = *x;
    int d = &x[n] - x;
    return u + v + w + d;
}
int g(int *p, int *q, S s, const char *str) {
    int bad_string = "text";
    long bad_pointer = q;
    double bad_double = p;
    bool fine_bool = p;
    float bad_null = nullptr;
    int arr[3] = {1, 2, 3};
    unsigned bad_array = arr;
    char bad_char = "x";
    int bad_address = &bad_string;
    long d = p - q;
    ptrdiff_t e = q - p;
    int x = p[1];
    int y = *p;
    char c = "abc"[1];
    int z = (p != nullptr);
    int t = p ? 1 : 0;
    uintptr_t u = (uintptr_t)p;
    long r = reinterpret_cast<long>(q);
    int m = s.a[2];
    int n = *s.p;
    char ch = s.name[0];
    size_t len = strlen(str);
    int cmp = p < q;
    int f = !p;
    int k = sizeof(p);
    int aa[2][3] = {};
    int w = aa[1][2];
    int h = *aa[1];
    int comma = (p, 3);
    return bad_string + bad_pointer + bad_double + fine_bool + bad_null + bad_array + bad_char
        + bad_address + d + e + x + y + c + z + t + u + r + m + n + ch + len + cmp + f + k + w
        + h + comma;
}
