// Kernel parameters spelled with typedefs.
typedef unsigned int uint;
typedef float real;
struct Point { real x, y; };
typedef Point point_t;
typedef struct { int lo, hi; } Range;

__global__ void tk(uint n, size_t bytes, real scale, point_t p, const point_t *pts, Range r)
{
}

int main()
{
    Point p = {1, 2};
    Range r = {0, 10};
    tk<<<1, 1>>>(4u, sizeof(p), 1.5f, p, 0, r);
    return 0;
}
