// A kernel template written `static` keeps its one `static` in the host
// file (cudafe++ adds `static` to the others).
template <int N> static __global__ void fill(int *p) { p[0] = N; }
template <class T> __global__ void copy(T *d, const T *s) { d[0] = s[0]; }

void run(int *p, const int *q)
{
    fill<1><<<1, 1>>>(p);
    copy<<<1, 1>>>(p, q);
}

int main() { return 0; }
