// new and delete in all their forms: placement, parenthesised types,
// arrays with run-time bounds, initialisers, global scope.
struct T { T(); T(int, int); int x; };
void *operator new(unsigned long, void *p) noexcept;
void forms(void *buf, int n) {
    T *a = new T;
    T *b = new T(1, 2);
    T *c = new T{3, 4};
    T *d = new (buf) T;
    T *e = new (buf) T(5, 6);
    int *f = new int[n]{};
    int (*g)[4] = new int[n][4];
    int **h = new (int *[n]);
    auto *i = ::new T();
    const int *j = new const int(7);
    delete a;
    delete[] f;
    ::delete b;
    ::delete[] g;
    (void)c, (void)d, (void)e, (void)h, (void)i, (void)j;
}
