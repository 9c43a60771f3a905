// Generated names cicc takes in device code before the stub's
// registration callback (__T<n>): a label per loop or switch that a
// break or continue leaves, three variables per range-based for, unnamed
// parameters of device functions, and a class object a call returns
// whose member is read.
struct Pair { int a, b; };

__device__ Pair make_pair(int a, int b) { Pair p; p.a = a; p.b = b; return p; }

__device__ int unnamed(int, int b) { return b; }

__device__ void spin(int *p)
{
    while (1) {
        if (p[0]) break;
        if (p[1]) break;
        p[0]++;
    }
}

__global__ void loops(int *p, int n)
{
    for (int i = 0; i < n; i++) {
        if (p[i] < 0) continue;
        if (p[i] > 100) break;
        for (int j = 0; j < n; j++) {
            if (p[j] == i) break;
        }
    }
    switch (n) {
    case 1: p[0] = 1; break;
    default: break;
    }
    do {
        if (p[2]) continue;
        p[2]++;
    } while (p[3]);
    int local[4] = {1, 2, 3, 4};
    for (int x : local) p[0] += x;
    p[1] = make_pair(n, p[0]).b + unnamed(0, n);
    spin(p);
}

int main()
{
    int *p = 0;
    loops<<<1, 1>>>(p, 4);
    return 0;
}
