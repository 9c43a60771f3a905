// Plain `typeof` is GNU's `__typeof__` to EDG, in every -std mode.
int g;
__device__ float d;
void f() {
    typeof(g) a = 0;
    typeof(int) b = a;
    typeof(d + 1.0f) c = 0;
    g = b + c;
}
